import { and, eq, sql } from 'drizzle-orm';
import { MAX_READING_SECONDS_PER_BATCH } from '#contract/reading.ts';
import { PARAGRAPHS_PER_SECTION } from '#contract/texts.ts';
import type { Db } from '../../db/database.ts';
import { idempotencyKeys, readingTime } from '../../db/schema.ts';
import { validationError } from '../../http-error.ts';
import { paragraphsCount } from '../texts/paragraph-store.ts';
import { assertOpen, ownAssignment } from './assignment-access.ts';
import { readingSecondsOf } from './reader-payload.ts';

interface ReadingBatch {
  userId: number;
  uuid: string;
  chunkIndex: number;
  seconds: number;
  /** The request's reserved Idempotency-Key: its answer is stored in the batch's own transaction. */
  idempotencyKey?: string | null;
}

async function sectionExists(db: Db, textId: number, chunkIndex: number) {
  return chunkIndex * PARAGRAPHS_PER_SECTION < (await paragraphsCount(db, textId));
}

/**
 * Adds one batch of reading time to a section (capped per batch); answers the new totals. With an
 * Idempotency-Key the 200 answer is stored under the key in the same transaction as the seconds, so a
 * process killed between the two cannot leave added seconds under a key still in progress, whose
 * retry would add them again (the sync chaos test, test/integration/sync-chaos.test.ts, saw it).
 */
export async function addReadingTime(db: Db, batch: ReadingBatch) {
  const assignment = await ownAssignment(db, batch.userId, batch.uuid);
  assertOpen(assignment);
  if (!(await sectionExists(db, assignment.textId, batch.chunkIndex))) {
    throw validationError({ chunk_index: ['The chunk index is not a section of this text.'] });
  }
  const seconds = Math.min(batch.seconds, MAX_READING_SECONDS_PER_BATCH);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(readingTime)
      .values({ assignmentId: assignment.id, chunkIndex: batch.chunkIndex, seconds })
      .onConflictDoUpdate({
        target: [readingTime.assignmentId, readingTime.chunkIndex],
        set: { seconds: sql`${readingTime.seconds} + excluded.seconds`, updatedAt: new Date() },
      })
      .returning({ seconds: readingTime.seconds });
    const data = {
      chunk_index: batch.chunkIndex,
      seconds: row?.seconds ?? seconds,
      total_seconds: await readingSecondsOf(tx as unknown as Db, assignment.id),
    };
    if (batch.idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: 200, body: { data } })
        .where(and(eq(idempotencyKeys.userId, batch.userId), eq(idempotencyKeys.key, batch.idempotencyKey)));
    }
    return { data, stored: Boolean(batch.idempotencyKey) };
  });
}
