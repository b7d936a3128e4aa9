import type { ReaderAssignment, Summary } from '#contract/reading.ts';
import { decisionUuid } from '../assignments/assignment-decisions.ts';
import { findMutation } from '../outbox-kinds.ts';
import type { UserDb } from '../user-db.ts';
import { readingKinds } from './reading-mutations.ts';
import { readingTables } from './reading-tables.ts';

const isReadingEntryOf = (uuid: string) => (entry: { kind: string; payload: unknown }) =>
  (readingKinds as readonly string[]).includes(entry.kind) &&
  (entry.payload as { uuid?: string }).uuid === uuid;

/** The reader's own writes and an approval or rejection of this assignment, still waiting. */
const isWaitingChangeOf = (uuid: string) => (entry: { kind: string; payload: unknown }) =>
  isReadingEntryOf(uuid)(entry) || decisionUuid(entry) === uuid;

/**
 * Replaces the local copy of one assignment with the server's in ONE transaction, then re-applies
 * the changes still waiting in the outbox: a pull never undoes an answer, a Finish or an approval
 * made offline. The reading position is the device's own and is left alone.
 */
export async function storeReaderAssignment(db: UserDb, payload: ReaderAssignment, now = Date.now()) {
  const tables = readingTables(db);
  const { answers, ...assignment } = payload;
  const { uuid } = payload;
  // All tables: re-applying an approval also updates My Assignments.
  await db.transaction('rw', db.tables, async () => {
    await tables.assignments.put({
      uuid,
      assignment,
      status: payload.status,
      finishedAt: payload.completed_at,
      pulledAt: now,
    });
    await tables.answers.where('uuid').equals(uuid).delete();
    await tables.answers.bulkPut(
      answers.map((answer) => ({ uuid, questionId: answer.question_id, choiceId: answer.choice_id })),
    );
    const waiting = (await db.outbox.orderBy('seq').toArray()).filter(isWaitingChangeOf(uuid));
    for (const entry of waiting) await findMutation(entry.kind)?.apply(db, entry.payload);
  });
}

/** Keeps the graded result; the assignment is completed on the server, so locally too. */
export async function storeSummary(db: UserDb, uuid: string, summary: Summary) {
  const tables = readingTables(db);
  await db.transaction('rw', [tables.assignments, tables.summaries], async () => {
    await tables.summaries.put({ uuid, summary });
    await tables.assignments
      .where('uuid')
      .equals(uuid)
      .modify((row) => {
        row.status = 'completed';
        row.finishedAt ??= summary.completed_at;
      });
  });
}

/** True while a Finish of this assignment waits in the outbox (its grade is not known yet). */
export async function isCompletionWaiting(db: UserDb, uuid: string): Promise<boolean> {
  const entries = await db.outbox.toArray();
  return entries.some((entry) => entry.kind === 'reading.complete' && isReadingEntryOf(uuid)(entry));
}
