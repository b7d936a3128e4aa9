import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { AssignmentStateCells, AssignmentStateHeaders } from '#client/ui/assignment-state-cells.tsx';
import type { OwnerAssignment } from '#contract/assignments.ts';
import { assigneeEmail, assigneeTag, canResendInvitation } from './assignee-tags.ts';

export interface RowActions {
  open: (assignment: OwnerAssignment) => void;
  resend: (assignment: OwnerAssignment) => void;
  remove: (assignment: OwnerAssignment) => void;
  /** Owner work is online only (docs/product.md §10). */
  offline: boolean;
}

function AssigneeCell({ assignment }: { assignment: OwnerAssignment }) {
  const tag = assigneeTag(assignment);
  return (
    <Group gap="xs">
      <Text>{assigneeEmail(assignment)}</Text>
      {tag && (
        <Badge color={tag === 'Pending Setup' ? 'orange' : 'gray'} variant="light">
          {tag}
        </Badge>
      )}
    </Group>
  );
}

function Actions({
  assignment,
  open,
  resend,
  remove,
  offline,
}: RowActions & { assignment: OwnerAssignment }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => open(assignment)}>
        Open
      </Button>
      {canResendInvitation(assignment) && (
        <Button size="xs" variant="default" disabled={offline} onClick={() => resend(assignment)}>
          Resend Invitation
        </Button>
      )}
      <Button size="xs" color="red" variant="subtle" disabled={offline} onClick={() => remove(assignment)}>
        Delete
      </Button>
    </Group>
  );
}

/** docs/product.md §2: email with its tag, status, due date, progress and the row actions. */
export function TextAssignmentsTable({ items, ...actions }: RowActions & { items: OwnerAssignment[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" aria-label="Assignments of this text">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <AssignmentStateHeaders />
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((assignment) => (
            <Table.Tr key={assignment.uuid}>
              <Table.Td>
                <AssigneeCell assignment={assignment} />
              </Table.Td>
              <AssignmentStateCells
                status={assignment.status}
                dueDate={assignment.due_date}
                answered={assignment.answered_questions_count}
                total={assignment.total_questions_count}
              />
              <Table.Td>
                <Actions assignment={assignment} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
