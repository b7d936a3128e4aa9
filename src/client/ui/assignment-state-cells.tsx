import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AssignmentStatus } from '#contract/assignments.ts';
import { AssignmentProgress } from './assignment-progress.tsx';
import { AssignmentStatusBadge } from './assignment-status-badge.tsx';
import { formatDueDate } from './format-due-date.ts';

interface AssignmentStateCellsProps {
  status: AssignmentStatus;
  dueDate: string | null | undefined;
  answered: number;
  total: number;
  /** Said instead of the status badge when the assignee's account says more (an invitation still open). */
  statusInstead?: ReactNode;
}

/** The Status, Due Date and Progress headers, in the order both assignment tables show them (docs/product.md §2). */
export function AssignmentStateHeaders() {
  return (
    <>
      <Table.Th>Status</Table.Th>
      <Table.Th>Due Date</Table.Th>
      <Table.Th>Progress</Table.Th>
    </>
  );
}

/** The cells under AssignmentStateHeaders, for My Assignments and the owner's assignments of a text. */
export function AssignmentStateCells({
  status,
  dueDate,
  answered,
  total,
  statusInstead,
}: AssignmentStateCellsProps) {
  return (
    <>
      <Table.Td>{statusInstead ?? <AssignmentStatusBadge status={status} />}</Table.Td>
      <Table.Td>{formatDueDate(dueDate)}</Table.Td>
      <Table.Td>
        <AssignmentProgress answered={answered} total={total} />
      </Table.Td>
    </>
  );
}
