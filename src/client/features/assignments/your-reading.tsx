import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AssignmentProgress } from '#client/ui/assignment-progress.tsx';
import { ButtonLink } from '#client/ui/button-link.tsx';
import type { MyAssignment } from '#contract/assignments.ts';
import { useMyAssignments } from './use-my-assignments.ts';

/** What the big button says: a child should know at a glance whether this is new or under way. */
function startLabel(assignment: MyAssignment, t: TFunction<'assignments'>) {
  if (assignment.status === 'pending') return t('open');
  return assignment.answered_questions > 0 ? t('continue') : t('start');
}

function ReadingCard({ assignment }: { assignment: MyAssignment }) {
  const format = useFormatters();
  const { t } = useTranslation('assignments');
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Text fw={800} fz="lg">
            {assignment.text.title || t('unknownText')}
          </Text>
          {assignment.status === 'pending' && <Text c="indigo">{t('newOne')}</Text>}
          {assignment.due_date && (
            <Text c="dimmed">{t('dueOn', { date: format.dueDate(assignment.due_date) })}</Text>
          )}
        </Stack>
        {assignment.status === 'in_progress' && (
          <AssignmentProgress answered={assignment.answered_questions} total={assignment.total_questions} />
        )}
        <Group>
          <ButtonLink size="lg" to="/assignments/$uuid" params={{ uuid: assignment.uuid }} fullWidth>
            {startLabel(assignment, t)}
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The pupil's dashboard starts with their reading: each story still to read with one big
 * Start/Continue button, so the way in is not hidden in the menu. Nothing when there is none.
 */
export function YourReading() {
  const { t } = useTranslation('assignments');
  const state = useMyAssignments();
  if (state.status !== 'ready') return null;
  const open = state.items.filter((item) => item.status === 'in_progress' || item.status === 'pending');
  if (open.length === 0) return null;
  return (
    <Stack gap="sm" mb="xl">
      <Title order={2} fz="xl">
        {t('yourReading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {open.map((assignment) => (
          <ReadingCard key={assignment.uuid} assignment={assignment} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
