import { and, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { assignments, type texts } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { checkedUuid } from '../assignments/assignment-uuid.ts';

export type AssignmentRow = typeof assignments.$inferSelect;
export type TextRow = typeof texts.$inferSelect;

const assignmentColumns = `a.id, a.uuid, a.text_id as "textId", a.owner_id as "ownerId",
  a.assignee_email as "assigneeEmail", a.assigned_user_id as "assignedUserId", a.class_id as "classId",
  a.status, a.mode, a.due_date as "dueDate", a.completed_at as "completedAt",
  a.completed_at_device as "completedAtDevice", a.correct_count as "correctCount",
  a.question_count as "questionCount", a.created_at as "createdAt", a.updated_at as "updatedAt"`;
const textColumns = `t.id as "text.id", t.owner_id as "text.ownerId", t.title as "text.title",
  t.author as "text.author", t.status as "text.status", t.epub_file_path as "text.epubFilePath",
  t.word_count as "text.wordCount", t.reading_level::float8 as "text.readingLevel",
  t.language as "text.language", t.created_at as "text.createdAt", t.updated_at as "text.updatedAt"`;

/**
 * Every pull of a lesson's start begins here (300 at once in `bench:classroom`): a prepared
 * statement, as the pull's other reads (docs/architecture.md §6); through the ORM it was built and
 * planned anew each time. The columns are the tables' own, as `select()` gives them;
 * readable-assignment.test.ts compares the two.
 */
const readableAssignmentStatement = preparedStatement({
  name: 'reading_readable_assignment',
  text: `select ${assignmentColumns}, ${textColumns}
    from assignments a join texts t on t.id = a.text_id
    where a.uuid = $1::uuid and (a.assigned_user_id = $2::int or t.owner_id = $2::int)`,
});

/** A row of the statement: the assignment's columns, then the text's under `text.` names. */
function splitRow(row: Record<string, unknown>) {
  const assignment: Record<string, unknown> = {};
  const text: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (name.startsWith('text.')) text[name.slice(5)] = value;
    else assignment[name] = value;
  }
  return { assignment: assignment as AssignmentRow, text: text as TextRow };
}

/**
 * The assignment and its text, for its assignee or the text's owner (who may look, not act).
 * Anyone else, and any malformed or unknown uuid, gets the same 404.
 */
export async function readableAssignment(database: Database, userId: number, uuid: string) {
  const [row] = await database.runPrepared<Record<string, unknown>>(readableAssignmentStatement, [
    checkedUuid(uuid),
    userId,
  ]);
  if (!row) throw notFound('Assignment');
  return splitRow(row);
}

/** The caller's own assignment (only the assignee acts on it); 404 for anyone else. */
export async function ownAssignment(db: Db, userId: number, uuid: string) {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.uuid, checkedUuid(uuid)), eq(assignments.assignedUserId, userId)));
  if (!row) throw notFound('Assignment');
  return row;
}

/** 409 unless the pupil can still work on it (pending or in progress). */
export function assertOpen(assignment: Pick<AssignmentRow, 'status'>) {
  if (assignment.status === 'completed') throw new HttpError(409, 'This assignment is already completed.');
  if (assignment.status === 'rejected') throw new HttpError(409, 'This assignment was rejected.');
}
