import { Table } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AssignmentStateCells, AssignmentStateHeaders } from '#client/ui/assignment-state-cells.tsx';
import type { MyAssignment } from '#contract/assignments.ts';
import { AssignmentActions, type DecisionProps } from './assignment-actions.tsx';
import { AssignmentTextCell } from './assignment-text-cell.tsx';

export interface AssignmentListProps extends Omit<DecisionProps, 'acting'> {
  items: MyAssignment[];
  waiting: Set<string>;
  acting: ReadonlySet<string>;
}

/** Large screens (docs/product.md §2): columns Text, Status, Due Date, Progress, Actions. */
export function MyAssignmentsTable({ items, waiting, acting, ...decision }: AssignmentListProps) {
  const { t } = useTranslation('assignments');
  return (
    <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('text')}</Table.Th>
          <AssignmentStateHeaders />
          <Table.Th>{t('actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((assignment) => (
          <Table.Tr key={assignment.uuid}>
            <Table.Td>
              <AssignmentTextCell assignment={assignment} waiting={waiting.has(assignment.uuid)} />
            </Table.Td>
            <AssignmentStateCells
              status={assignment.status}
              mode={assignment.mode}
              dueDate={assignment.due_date}
              answered={assignment.answered_questions}
              total={assignment.total_questions}
            />
            <Table.Td>
              <AssignmentActions
                assignment={assignment}
                viewLabel={t('view')}
                acting={acting.has(assignment.uuid)}
                {...decision}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
