import { Card, Group, Stack, Text } from '@mantine/core';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AssignmentModeBadge } from '#client/ui/assignment-mode-badge.tsx';
import { AssignmentProgress } from '#client/ui/assignment-progress.tsx';
import { AssignmentStatusBadge } from '#client/ui/assignment-status-badge.tsx';
import { AssignmentActions } from './assignment-actions.tsx';
import { AssignmentTextCell } from './assignment-text-cell.tsx';
import type { AssignmentListProps } from './my-assignments-table.tsx';

/** Small screens (docs/product.md §2): one card per assignment; the view button says 'View Assignment'. */
export function MyAssignmentCards({ items, waiting, acting, ...decision }: AssignmentListProps) {
  const format = useFormatters();
  const { t } = useTranslation('assignments');
  return (
    <Stack>
      {items.map((assignment) => (
        <Card key={assignment.uuid} withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <AssignmentTextCell assignment={assignment} waiting={waiting.has(assignment.uuid)} />
              <Group gap={6}>
                <AssignmentStatusBadge status={assignment.status} />
                <AssignmentModeBadge mode={assignment.mode} />
              </Group>
            </Group>
            {/* "No due date" alone: "Due: No due date" says it twice (in Turkish too). */}
            <Text size="sm">
              {assignment.due_date
                ? t('due', { date: format.dueDate(assignment.due_date) })
                : format.dueDate(null)}
            </Text>
            <AssignmentProgress answered={assignment.answered_questions} total={assignment.total_questions} />
            <AssignmentActions
              assignment={assignment}
              viewLabel={t('viewAssignment')}
              acting={acting.has(assignment.uuid)}
              {...decision}
            />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
