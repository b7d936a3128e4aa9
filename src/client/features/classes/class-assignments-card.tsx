import { Card, Table, Text, Title } from '@mantine/core';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AnchorLink } from '#client/ui/anchor-link.tsx';
import { AssignmentModeBadge } from '#client/ui/assignment-mode-badge.tsx';
import { TableHead } from '#client/ui/table-head.tsx';
import type { ClassAssignment } from '#contract/classes.ts';

/** What the class was given (docs/classrooms.md): each text, its due date and mode, how many finished, its results. */
export function ClassAssignmentsCard({ assignments }: { assignments: ClassAssignment[] }) {
  const { t } = useTranslation('classes');
  const format = useFormatters();
  return (
    <Card withBorder>
      <Title order={2} fz="lg" mb="sm">
        {t('assignments.title')}
      </Title>
      {assignments.length === 0 ? (
        <Text c="dimmed">{t('assignments.none')}</Text>
      ) : (
        // Three columns, the due date under the title: all of it fits a 390 px phone without scrolling.
        <Table verticalSpacing="sm" aria-label={t('assignments.title')}>
          <TableHead labels={[t('assignments.text'), t('assignments.mode'), t('assignments.finished')]} />
          <Table.Tbody>
            {assignments.map((assignment) => (
              <Table.Tr key={assignment.text_id}>
                <Table.Td>
                  <AnchorLink to="/texts/$id/results" params={{ id: String(assignment.text_id) }}>
                    {assignment.title}
                  </AnchorLink>
                  <Text size="sm" c="dimmed">
                    {assignment.due_date
                      ? t('assignments.due', { date: format.dueDate(assignment.due_date) })
                      : format.dueDate(null)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <AssignmentModeBadge mode={assignment.mode} />
                </Table.Td>
                <Table.Td>
                  {t('assignments.finishedOf', {
                    completed: assignment.completed,
                    total: assignment.total,
                  })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
