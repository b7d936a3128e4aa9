import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
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

/** The pupil's name when they have set up their account, with the address it was sent to beneath. */
function AssigneeCell({ assignment }: { assignment: OwnerAssignment }) {
  const { t } = useTranslation('textAssignments');
  const email = assigneeEmail(assignment);
  const name = assignment.assigned_user?.name;
  // Assigned through a class (docs/classrooms.md): the class is named, and the table is grouped by it.
  const klass = assignment.class && (
    <Badge variant="light" color="grape" size="sm">
      {assignment.class.name}
    </Badge>
  );
  if (!name || name === email || assigneeTag(assignment))
    return (
      <div>
        <Text>{email}</Text>
        {klass}
      </div>
    );
  return (
    <div>
      <Text fw={600}>{name}</Text>
      <Text size="sm" c="dimmed">
        {email ?? t('table.picturesSignIn')}
      </Text>
      {klass}
    </div>
  );
}

/** An open invitation is the row's one status: "Pending" beside it would say the same twice. */
function InvitationBadge({ assignment }: { assignment: OwnerAssignment }) {
  const { t } = useTranslation('textAssignments');
  const tag = assigneeTag(assignment);
  if (!tag) return null;
  return (
    <Badge color={tag === 'Pending Setup' ? 'orange' : 'gray'} variant="light">
      {tag === 'Pending Setup' ? t('tags.pendingSetup') : t('tags.invitationPending')}
    </Badge>
  );
}

function Actions({
  assignment,
  open,
  resend,
  remove,
  offline,
}: RowActions & { assignment: OwnerAssignment }) {
  const { t } = useTranslation('textAssignments');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="sm" variant="light" onClick={() => open(assignment)}>
        {t('table.open')}
      </Button>
      {canResendInvitation(assignment) && (
        <Button size="sm" variant="default" disabled={offline} onClick={() => resend(assignment)}>
          {t('table.resend')}
        </Button>
      )}
      <Button size="sm" color="red" variant="subtle" disabled={offline} onClick={() => remove(assignment)}>
        {t('table.delete')}
      </Button>
    </Group>
  );
}

/**
 * Rows assigned through a class together, class by class in the order each class first appears;
 * the rest (assigned to an address) in their own order. Stable, so newest-first holds in a group.
 */
function groupedByClass(items: OwnerAssignment[]) {
  const order = new Map<number, number>();
  for (const item of items) if (item.class && !order.has(item.class.id)) order.set(item.class.id, order.size);
  const rank = (item: OwnerAssignment) => (item.class ? (order.get(item.class.id) ?? 0) : order.size);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** docs/product.md §2: the pupil (name and address), status, due date, progress and the row actions. */
export function TextAssignmentsTable({ items, ...actions }: RowActions & { items: OwnerAssignment[] }) {
  const { t } = useTranslation('textAssignments');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.pupil')}</Table.Th>
            <AssignmentStateHeaders />
            <Table.Th>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groupedByClass(items).map((assignment) => (
            <Table.Tr key={assignment.uuid}>
              <Table.Td>
                <AssigneeCell assignment={assignment} />
              </Table.Td>
              <AssignmentStateCells
                status={assignment.status}
                mode={assignment.mode}
                dueDate={assignment.due_date}
                answered={assignment.answered_questions_count}
                total={assignment.total_questions_count}
                statusInstead={
                  assigneeTag(assignment) ? <InvitationBadge assignment={assignment} /> : undefined
                }
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
