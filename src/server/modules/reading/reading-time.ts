import { sql } from 'drizzle-orm';
import { MAX_READING_SECONDS_PER_BATCH } from '#contract/reading.ts';
import { PARAGRAPHS_PER_SECTION } from '#contract/texts.ts';
import type { Db } from '../../db/database.ts';
import { readingTime } from '../../db/schema.ts';
import { validationError } from '../../http-error.ts';
import { paragraphsCount } from '../texts/paragraph-store.ts';
import { assertOpen, ownAssignment } from './assignment-access.ts';
import { readingSecondsOf } from './reader-payload.ts';

interface ReadingBatch {
  userId: number;
  uuid: string;
  chunkIndex: number;
  seconds: number;
}

async function sectionExists(db: Db, textId: number, chunkIndex: number) {
  return chunkIndex * PARAGRAPHS_PER_SECTION < (await paragraphsCount(db, textId));
}

/** Adds one batch of reading time to a section (capped per batch); answers the new totals. */
export async function addReadingTime(db: Db, batch: ReadingBatch) {
  const assignment = await ownAssignment(db, batch.userId, batch.uuid);
  assertOpen(assignment);
  if (!(await sectionExists(db, assignment.textId, batch.chunkIndex))) {
    throw validationError({ chunk_index: ['The chunk index is not a section of this text.'] });
  }
  const seconds = Math.min(batch.seconds, MAX_READING_SECONDS_PER_BATCH);
  const [row] = await db
    .insert(readingTime)
    .values({ assignmentId: assignment.id, chunkIndex: batch.chunkIndex, seconds })
    .onConflictDoUpdate({
      target: [readingTime.assignmentId, readingTime.chunkIndex],
      set: { seconds: sql`${readingTime.seconds} + excluded.seconds`, updatedAt: new Date() },
    })
    .returning({ seconds: readingTime.seconds });
  return {
    chunk_index: batch.chunkIndex,
    seconds: row?.seconds ?? seconds,
    total_seconds: await readingSecondsOf(db, assignment.id),
  };
}
