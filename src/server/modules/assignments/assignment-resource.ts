import type { MyAssignment, OwnerAssignment } from '#contract/assignments.ts';
import { coverOf } from '../texts/text-images.ts';
import type { AssignmentRow, MyAssignmentRow, OwnerAssignmentRow } from './repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

type SharedFields = Pick<
  AssignmentRow,
  'id' | 'uuid' | 'status' | 'mode' | 'dueDate' | 'createdAt' | 'completedAt'
>;

/** What the owner's row is made of: a row of `assignmentsOfText`, or the same fields from elsewhere. */
export type OwnerAssignmentFields = Omit<OwnerAssignmentRow, 'assignment'> & {
  assignment: SharedFields & Pick<AssignmentRow, 'assigneeEmail'>;
};

/** The fields the owner's row and the assignee's list item share. */
function assignmentFields(assignment: SharedFields) {
  return {
    id: assignment.id,
    uuid: assignment.uuid,
    status: assignment.status,
    mode: assignment.mode,
    due_date: iso(assignment.dueDate),
    created_at: assignment.createdAt.toISOString(),
    completed_at: iso(assignment.completedAt),
  };
}

/** A row of the owner's table (docs/product.md §3). */
export function toOwnerAssignment(row: OwnerAssignmentFields): OwnerAssignment {
  const { assignment, user } = row;
  return {
    ...assignmentFields(assignment),
    assignee_email: assignment.assigneeEmail,
    assigned_user: user
      ? { id: user.id, name: user.name, email: user.email, has_password: user.passwordHash !== null }
      : null,
    class: row.class,
    has_invitation: row.hasInvitation,
    answered_questions_count: row.answeredCount,
    total_questions_count: row.totalCount,
  };
}

/** An item of My Assignments (docs/product.md §3). */
export function toMyAssignment(row: MyAssignmentRow): MyAssignment {
  const { assignment, text } = row;
  return {
    ...assignmentFields(assignment),
    answered_questions: row.answeredCount,
    total_questions: row.totalCount,
    text: {
      id: text.id,
      title: text.title,
      author: text.author,
      reading_level: Number(text.readingLevel),
      language: text.language,
      cover: coverOf(text.id, text.coverName),
    },
  };
}
