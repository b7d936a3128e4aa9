import { Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { TableHead } from '#client/ui/table-head.tsx';
import type { Teaching } from '#contract/dashboard.ts';
import { formatActivityTime } from './activity-words.ts';

const ScoresChart = lazy(() => import('./scores-chart.tsx'));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="lg" radius="lg">
      <Text c="dimmed">{label}</Text>
      <Text fz={32} fw={800}>
        {value}
      </Text>
    </Card>
  );
}

/** The latest completions as a table: what the chart shows, for everyone, screen readers included. */
function CompletionsTable({ completions }: { completions: Teaching['recent_completions'] }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useFormatters();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={t('teaching.recentCompletions')} striped>
        <TableHead
          labels={[t('teaching.pupil'), t('teaching.text'), t('teaching.score'), t('teaching.finished')]}
        />
        <Table.Tbody>
          {completions.map((completion) => (
            <Table.Tr key={`${completion.at}-${completion.pupil_name}`}>
              <Table.Td>{completion.pupil_name}</Table.Td>
              <Table.Td>{completion.text_title}</Table.Td>
              <Table.Td>{t('percent', { value: completion.score_percent })}</Table.Td>
              <Table.Td>{formatActivityTime(completion.at, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An admin's teaching (docs/product.md §2 Dashboard): four figures, the scores over time and the latest completions. */
export function TeachingFigures({ teaching }: { teaching: Teaching }) {
  const { t } = useTranslation('dashboard');
  const completions = teaching.recent_completions;
  return (
    <Stack component="section" aria-labelledby="teaching" mb="xl">
      <Title order={2} fz="xl" id="teaching">
        {t('teaching.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t('teaching.openAssignments')} value={String(teaching.open_assignments)} />
        <Figure label={t('teaching.completed')} value={t('percent', { value: teaching.completion_rate })} />
        <Figure
          label={t('teaching.averageScore')}
          value={teaching.average_score === null ? '—' : t('percent', { value: teaching.average_score })}
        />
        <Figure label={t('teaching.late')} value={String(teaching.late)} />
      </SimpleGrid>
      <Title order={3} fz="lg">
        {t('teaching.recentScores')}
      </Title>
      {completions.length === 0 ? (
        <Text c="dimmed">{t('teaching.noneFinished')}</Text>
      ) : (
        <>
          <Suspense fallback={<Loader size="sm" aria-label={t('teaching.loadingChart')} />}>
            <ScoresChart points={completions} />
          </Suspense>
          <CompletionsTable completions={completions} />
        </>
      )}
    </Stack>
  );
}
