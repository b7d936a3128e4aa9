import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AssignmentModeBadge } from '#client/ui/assignment-mode-badge.tsx';
import { AssignmentStatusBadge } from '#client/ui/assignment-status-badge.tsx';
import { OnTimeBadge } from '#client/ui/on-time-badge.tsx';
import type { AssignmentView } from '#contract/reading.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" fw={700}>
        {children}
      </Group>
    </Paper>
  );
}

/** The assignment at a glance: status and mode, score, answered, time, due, completed and on time or late. */
export function ReviewFacts({ view }: { view: AssignmentView }) {
  const { t } = useTranslation('review');
  const format = useFormatters();
  const review = view.review;
  const completed = view.status === 'completed';
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
      <Fact label={t('facts.status')}>
        <AssignmentStatusBadge status={view.status} />
        <AssignmentModeBadge mode={view.mode} />
      </Fact>
      <Fact label={t('facts.score')}>
        {review?.score_percent === null || !review
          ? '—'
          : t('facts.percent', { percent: review.score_percent })}
      </Fact>
      <Fact label={t('facts.answered')}>
        {t('facts.answeredOf', { answered: view.progress.answered, total: view.progress.total })}
      </Fact>
      <Fact label={t('facts.timeSpent')}>
        {format.readingTime(review?.time_spent_seconds ?? view.reading_seconds)}
      </Fact>
      <Fact label={t('facts.due')}>{format.dueDate(view.due_date)}</Fact>
      <Fact label={t('facts.completed')}>
        {format.dateTime(view.completed_at)}
        {/* 'No due date' is said beside Due already. */}
        {view.due_date && <OnTimeBadge completed={completed} onTime={review?.submitted_on_time ?? null} />}
      </Fact>
    </SimpleGrid>
  );
}
