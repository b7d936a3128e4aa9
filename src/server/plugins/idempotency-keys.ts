import type { Database } from '../db/database.ts';
import { preparedStatement } from '../db/prepared-statements.ts';

/** HTTP "Processing": the status of a reserved key whose first request has not answered yet. */
export const IN_PROGRESS = 102;

const LIFETIME = `interval '24 hours'`;
/**
 * A key still in progress after this long belongs to a request that died with its process (a restart
 * mid-request): without a takeover its retries would get 409 for a day and hold up the pupil's whole
 * outbox behind it. Outbox calls are small JSON requests that answer in well under a second.
 */
const ABANDONED_AFTER = `interval '5 minutes'`;

export interface KeyRequest {
  userId: number;
  key: string;
  method: string;
  path: string;
}

export interface StoredKey {
  method: string;
  path: string;
  statusCode: number;
  body: unknown;
}

/**
 * The idempotency_keys statements, prepared (every outbox replay runs two of them). A key is taken
 * when it is new, older than 24 hours or abandoned in progress, in one statement: the primary key
 * settles a race between duplicates, and an expired key never replays even before the purge.
 */
const statements = {
  reserve: preparedStatement({
    name: 'idempotency_reserve',
    text: `insert into idempotency_keys as k (user_id, key, method, path, status_code, body)
      values ($1, $2, $3, $4, ${IN_PROGRESS}, null)
      on conflict (user_id, key) do update
        set method = excluded.method, path = excluded.path, status_code = ${IN_PROGRESS},
          body = null, created_at = now()
        where k.created_at < now() - ${LIFETIME}
          or (k.status_code = ${IN_PROGRESS} and k.created_at < now() - ${ABANDONED_AFTER})
      returning 1 as reserved`,
  }),
  find: preparedStatement({
    name: 'idempotency_find',
    text: `select method, path, status_code as "statusCode", body from idempotency_keys
      where user_id = $1 and key = $2`,
  }),
  answer: preparedStatement({
    name: 'idempotency_answer',
    text: `update idempotency_keys set status_code = $3, body = $4::jsonb where user_id = $1 and key = $2`,
  }),
  free: preparedStatement({
    name: 'idempotency_free',
    text: 'delete from idempotency_keys where user_id = $1 and key = $2',
  }),
};

export function idempotencyKeyStore({ runPrepared, executeSql }: Database) {
  return {
    /** True when this request is the first with the key (or the key had expired). */
    reserve: async ({ userId, key, method, path }: KeyRequest) =>
      (await runPrepared(statements.reserve, [userId, key, method, path])).length > 0,
    find: async (userId: number, key: string) =>
      (await runPrepared<StoredKey>(statements.find, [userId, key]))[0],
    /** `json` is the answer's serialized JSON body, or null for none. */
    answer: (userId: number, key: string, statusCode: number, json: string | null) =>
      runPrepared(statements.answer, [userId, key, statusCode, json]),
    free: (userId: number, key: string) => runPrepared(statements.free, [userId, key]),
    /**
     * Frees every key still in progress. Only for a database no other process serves (the embedded
     * PGlite) at start: any such key belongs to a request its dead process never answered.
     */
    freeUnanswered: () => executeSql(`delete from idempotency_keys where status_code = ${IN_PROGRESS}`),
    /** Removes every expired key; a sweep now and then, not on the hot path. */
    purgeExpired: () => executeSql(`delete from idempotency_keys where created_at < now() - ${LIFETIME}`),
  };
}
