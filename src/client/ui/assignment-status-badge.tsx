import { Badge } from '@mantine/core';
import type { AssignmentStatus } from '#contract/assignments.ts';

const assignmentStatusLabels: Record<AssignmentStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  in_progress: { label: 'In Progress', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const { label, color } = assignmentStatusLabels[status] ?? { label: status, color: 'gray' };
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
