import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assignments, texts } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { checkedUuid } from '../assignments/assignment-uuid.ts';

export type AssignmentRow = typeof assignments.$inferSelect;
export type TextRow = typeof texts.$inferSelect;

/**
 * The assignment and its text, for its assignee or the text's owner (who may look, not act).
 * Anyone else, and any malformed or unknown uuid, gets the same 404.
 */
export async function readableAssignment(db: Db, userId: number, uuid: string) {
  const [row] = await db
    .select({ assignment: assignments, text: texts })
    .from(assignments)
    .innerJoin(texts, eq(texts.id, assignments.textId))
    .where(
      and(
        eq(assignments.uuid, checkedUuid(uuid)),
        or(eq(assignments.assignedUserId, userId), eq(texts.ownerId, userId)),
      ),
    );
  if (!row) throw notFound('Assignment');
  return row;
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
