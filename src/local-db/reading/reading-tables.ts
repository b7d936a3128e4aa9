import type { EntityTable, Table } from 'dexie';
import type { AssignmentStatus } from '#contract/assignments.ts';
import type { ReaderAssignment, Summary } from '#contract/reading.ts';
import type { UserDb } from '../user-db.ts';

/** One assignment as the reader needs it offline: the server payload, status possibly ahead of it. */
export interface ReaderAssignmentRow {
  uuid: string;
  /** The last pulled payload; its `answers` live in `readerAnswers`, its `status` below. */
  assignment: Omit<ReaderAssignment, 'answers'>;
  /** Ahead of the server while a Finish, an approval or a rejection waits in the outbox. */
  status: AssignmentStatus;
  /** The device's clock when Finish was pressed; null until then. */
  finishedAt: string | null;
  /** Epoch milliseconds of the last pull. */
  pulledAt: number;
}

export interface ReaderAnswerRow {
  uuid: string;
  questionId: number;
  choiceId: number;
}

/** Where the pupil was: kept on the device only, never overwritten by a pull. */
export interface ReaderPositionRow {
  uuid: string;
  chunkIndex: number;
}

export interface ReaderSummaryRow {
  uuid: string;
  summary: Summary;
}

/** Typed access to the reading tables of one user's database (schema version 4). */
export function readingTables(db: UserDb) {
  return {
    assignments: db.table('readerAssignments') as EntityTable<ReaderAssignmentRow, 'uuid'>,
    answers: db.table('readerAnswers') as Table<ReaderAnswerRow, [string, number]>,
    positions: db.table('readerPositions') as EntityTable<ReaderPositionRow, 'uuid'>,
    summaries: db.table('readerSummaries') as EntityTable<ReaderSummaryRow, 'uuid'>,
  };
}
