import { MAX_CHUNK_INDEX } from '#contract/questions.ts';
import { MAX_READING_SECONDS_PER_BATCH, type ReadingTimeResponse } from '#contract/reading.ts';
import { PARAGRAPHS_PER_SECTION } from '#contract/texts.ts';
import type { Database, Db } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { validationError } from '../../http-error.ts';
import { checkedUuid } from '../assignments/assignment-uuid.ts';
import { paragraphsCount } from '../texts/paragraph-store.ts';
import { assertOpen, ownAssignment } from './assignment-access.ts';

interface ReadingBatch {
  userId: number;
  uuid: string;
  chunkIndex: number;
  seconds: number;
  /** The request's reserved Idempotency-Key: its answer is stored by the same statement. */
  idempotencyKey?: string | null;
}

interface AddedRow {
  seconds: number;
  totalSeconds: number;
  remembered: number;
}

/**
 * Adds the seconds in ONE prepared statement, as saving an answer does (docs/architecture.md §6):
 * as many reading-time batches arrive as answers, and through the ORM each was five statements and
 * a transaction of its own, which on PGlite held every other request up. It checks that the
 * assignment is the caller's and open and that the section is of its text, adds the seconds, counts
 * the total (the other sections' as read, plus this one's new sum: a statement does not see its own
 * insert), and with an Idempotency-Key ($5) stores the 200 answer under the key in the same
 * statement, so a process killed between the two cannot leave added seconds under a key still in
 * progress, whose retry would add them again (test/integration/sync-chaos.test.ts saw it).
 * Its JSON must stay exactly what the route returns (`{data}`); change them together.
 */
const addReadingTimeStatement = preparedStatement({
  name: 'reading_add_reading_time',
  text: `with target as (
    select a.id from assignments a
    join text_paragraphs tp on tp.text_id = a.text_id
    where a.uuid = $1 and a.assigned_user_id = $2 and a.status in ('pending', 'in_progress')
      and $3::int * $6::int < cardinality(tp.ids)
    for update of a
  ), saved as (
    insert into reading_time (assignment_id, chunk_index, seconds)
    select id, $3::int, $4::int from target
    on conflict (assignment_id, chunk_index)
    do update set seconds = reading_time.seconds + excluded.seconds, updated_at = now()
    returning seconds
  ), totals as (
    select s.seconds, (s.seconds + (select coalesce(sum(r.seconds), 0) from reading_time r
        join target on r.assignment_id = target.id where r.chunk_index <> $3::int))::int as total_seconds
    from saved s
  ), remembered as (
    update idempotency_keys k set status_code = 200, body = jsonb_build_object('data', jsonb_build_object(
      'chunk_index', $3::int, 'seconds', t.seconds, 'total_seconds', t.total_seconds))
    from totals t
    where k.user_id = $2 and k.key = $5::text
    returning 1
  )
  select seconds, total_seconds as "totalSeconds", (select count(*) from remembered)::int as remembered
  from totals`,
});

/**
 * Adds one batch of reading time to a section (capped per batch); answers the new totals, and
 * whether the 200 answer is already kept under the request's Idempotency-Key.
 */
export async function addReadingTime(
  database: Database,
  batch: ReadingBatch,
): Promise<{ data: ReadingTimeResponse['data']; stored: boolean }> {
  const seconds = Math.min(batch.seconds, MAX_READING_SECONDS_PER_BATCH);
  // Beyond any text, and beyond the statement's 32-bit integers: no section to add to (422 below).
  if (batch.chunkIndex > MAX_CHUNK_INDEX) return explainRefusal(database.db, batch);
  const [row] = await database.runPrepared<AddedRow>(addReadingTimeStatement, [
    checkedUuid(batch.uuid),
    batch.userId,
    batch.chunkIndex,
    seconds,
    batch.idempotencyKey ?? null,
    PARAGRAPHS_PER_SECTION,
  ]);
  if (!row) return explainRefusal(database.db, batch);
  return {
    data: { chunk_index: batch.chunkIndex, seconds: row.seconds, total_seconds: row.totalSeconds },
    stored: row.remembered === 1,
  };
}

/** Only when nothing was added: find out why, for the right status and message. */
async function explainRefusal(db: Db, batch: ReadingBatch): Promise<never> {
  const assignment = await ownAssignment(db, batch.userId, batch.uuid);
  assertOpen(assignment);
  if (batch.chunkIndex * PARAGRAPHS_PER_SECTION >= (await paragraphsCount(db, assignment.textId))) {
    throw validationError({ chunk_index: ['The chunk index is not a section of this text.'] });
  }
  // Valid now: something changed between the two looks. A 5xx makes the client's outbox retry.
  throw new Error('reading time was refused, then found valid');
}
