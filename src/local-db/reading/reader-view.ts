import type { AssignmentStatus } from '#contract/assignments.ts';
import { endpoints } from '#contract/endpoints.ts';
import { pathOf } from '#contract/route.ts';
import type { UserDb } from '../user-db.ts';
import { type ReaderAssignmentRow, readingTables } from './reading-tables.ts';

/** What the reader screen shows, read in one live query. */
export interface ReaderView {
  row: ReaderAssignmentRow;
  /** The row's status, with an approval or rejection still waiting in the outbox applied. */
  status: AssignmentStatus;
  /** question id → chosen choice id */
  answers: Map<number, number>;
  /** The section the pupil was reading, if they were here before. */
  savedChunkIndex: number | null;
}

/**
 * Approve and reject belong to My Assignments (`../assignments/`); they are recognised here by their
 * path, so a pupil who accepted offline is not asked again.
 */
async function decisionWaiting(db: UserDb, uuid: string): Promise<AssignmentStatus | null> {
  const entries = await db.outbox.toArray();
  const waiting = (path: string) => entries.some((entry) => entry.path === path);
  if (waiting(pathOf(endpoints.assignments.reject, { uuid }))) return 'rejected';
  if (waiting(pathOf(endpoints.assignments.approve, { uuid }))) return 'in_progress';
  return null;
}

/** The local copy of one assignment, or null when it has never reached this device. */
export async function readReaderView(db: UserDb, uuid: string): Promise<ReaderView | null> {
  const tables = readingTables(db);
  const row = await tables.assignments.get(uuid);
  if (!row) return null;
  const [answers, position, decided] = await Promise.all([
    tables.answers.where('uuid').equals(uuid).toArray(),
    tables.positions.get(uuid),
    row.status === 'pending' ? decisionWaiting(db, uuid) : null,
  ]);
  return {
    row,
    status: decided ?? row.status,
    answers: new Map(answers.map((answer) => [answer.questionId, answer.choiceId])),
    savedChunkIndex: position?.chunkIndex ?? null,
  };
}

/** Remembers the section on screen, on this device only. */
export const saveReadingPosition = (db: UserDb, uuid: string, chunkIndex: number) =>
  readingTables(db).positions.put({ uuid, chunkIndex });
