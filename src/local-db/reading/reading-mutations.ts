import type { AssignmentStatus } from '#contract/assignments.ts';
import { endpoints } from '#contract/endpoints.ts';
import { pathOf } from '#contract/route.ts';
import { defineMutation } from '../mutations.ts';
import type { UserDb } from '../user-db.ts';
import { readingTables } from './reading-tables.ts';

/**
 * The reader's writes, all offline-capable through the outbox (docs/architecture.md §10). Paths come
 * from the contract's zod-free `endpoints.ts`, so the reader and the service worker stay zod-free.
 */
declare module '#local-db/mutations.ts' {
  interface MutationPayloads {
    /** `previousChoiceId`: what a refusal restores (null: the question was unanswered). */
    'reading.answer': { uuid: string; questionId: number; choiceId: number; previousChoiceId: number | null };
    'reading.time': { uuid: string; chunkIndex: number; seconds: number };
    /** `completedAt`: the device's clock when Finish was pressed (ISO-8601). */
    'reading.complete': { uuid: string; completedAt: string; previousStatus: AssignmentStatus };
  }
}

export const readingKinds = ['reading.answer', 'reading.time', 'reading.complete'] as const;

async function setAnswer(db: UserDb, uuid: string, questionId: number, choiceId: number | null) {
  const { answers } = readingTables(db);
  if (choiceId === null) await answers.delete([uuid, questionId]);
  else await answers.put({ uuid, questionId, choiceId });
}

export const answerMutation = defineMutation('reading.answer', {
  request: ({ uuid, questionId, choiceId }) => ({
    method: endpoints.reading.answer.method,
    path: pathOf(endpoints.reading.answer, { uuid, questionId }),
    body: { choice_id: choiceId },
  }),
  apply: (db, { uuid, questionId, choiceId }) => setAnswer(db, uuid, questionId, choiceId),
  rollback: (db, { uuid, questionId, previousChoiceId }) => setAnswer(db, uuid, questionId, previousChoiceId),
});

// Reading time is only counted on the server; nothing to show or undo on the device.
export const readingTimeMutation = defineMutation('reading.time', {
  request: ({ uuid, chunkIndex, seconds }) => ({
    method: endpoints.reading.readingTime.method,
    path: pathOf(endpoints.reading.readingTime, { uuid }),
    body: { chunk_index: chunkIndex, seconds },
  }),
  apply: () => {},
  rollback: () => {},
});

export const completeMutation = defineMutation('reading.complete', {
  request: ({ uuid, completedAt }) => ({
    method: endpoints.reading.complete.method,
    path: pathOf(endpoints.reading.complete, { uuid }),
    body: { completed_at: completedAt },
  }),
  apply: async (db, { uuid, completedAt }) => {
    await readingTables(db).assignments.update(uuid, { status: 'completed', finishedAt: completedAt });
  },
  rollback: async (db, { uuid, previousStatus }) => {
    await readingTables(db).assignments.update(uuid, { status: previousStatus, finishedAt: null });
  },
});
