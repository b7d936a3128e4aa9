import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assignments, choices, questions } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { checkedUuid } from '../assignments/assignment-uuid.ts';
import type { AssignmentRow } from './assignment-access.ts';
import { answerRowsOf } from './reader-payload.ts';
import { scoringChoiceId } from './scoring.ts';

/** Correct answers (by the choice that scores in the assignment's mode) and questions of the text, as they stand now. */
async function grade(db: Db, assignment: AssignmentRow) {
  const [given, correctChoices] = await Promise.all([
    answerRowsOf(db, assignment.id),
    db
      .select({ id: choices.id })
      .from(choices)
      .innerJoin(questions, eq(questions.id, choices.questionId))
      .where(and(eq(questions.textId, assignment.textId), eq(choices.isCorrect, true))),
  ]);
  const correctIds = new Set(correctChoices.map((choice) => choice.id));
  const correctCount = given.filter((answer) =>
    correctIds.has(scoringChoiceId(assignment.mode, answer)),
  ).length;
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(questions)
    .where(eq(questions.textId, assignment.textId));
  return { correctCount, questionCount: total?.count ?? 0 };
}

/**
 * Grades and completes the caller's assignment in one transaction, the row locked so answers and
 * a second Finish wait for it. Completing a completed assignment changes nothing (`completedNow`
 * false), so a replayed Finish neither re-grades nor notifies twice.
 */
export async function completeAssignment(db: Db, userId: number, uuid: string, deviceTime: Date | null) {
  return db.transaction(async (tx) => {
    const [assignment] = await tx
      .select()
      .from(assignments)
      .where(and(eq(assignments.uuid, checkedUuid(uuid)), eq(assignments.assignedUserId, userId)))
      .for('update');
    if (!assignment) throw notFound('Assignment');
    if (assignment.status === 'completed') return { assignment, completedNow: false };
    if (assignment.status === 'rejected') throw new HttpError(409, 'This assignment was rejected.');
    const receivedAt = new Date();
    const [completed] = await tx
      .update(assignments)
      .set({
        ...(await grade(tx, assignment)),
        status: 'completed',
        completedAt: receivedAt,
        completedAtDevice: deviceTime,
        updatedAt: receivedAt,
      })
      .where(eq(assignments.id, assignment.id))
      .returning();
    if (!completed) throw new Error('update returned no assignment');
    return { assignment: completed, completedNow: true };
  });
}

/**
 * On time when finished by the due date. The device's clock (Finish pressed offline) counts when it
 * is plausible: not after the server received it and not before the assignment existed; otherwise
 * the receipt time does. Null without a due date.
 */
export function submittedOnTime(assignment: AssignmentRow): boolean | null {
  const { dueDate, completedAt, completedAtDevice: device, createdAt } = assignment;
  if (!dueDate || !completedAt) return null;
  const plausible = device !== null && device <= completedAt && device >= createdAt;
  const finishedAt = plausible ? device : completedAt;
  return finishedAt <= dueDate;
}
