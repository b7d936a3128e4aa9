import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler after `app.authenticate`: replays the first answer to a repeated Idempotency-Key. */
    idempotent(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    /** The key this request reserved; its answer is stored when it is sent. */
    idempotencyKey: string | null;
  }
}

/** HTTP "Processing": the status of a reserved key whose first request has not answered yet. */
const IN_PROGRESS = 102;

/**
 * Every mutating call accepts `Idempotency-Key` (DESIGN.md §2): the first request with a key
 * reserves it (insert … on conflict do nothing, so of two racing duplicates only one runs), and its
 * 2xx or 4xx answer is stored; later requests with the key get that answer and change nothing.
 * A 5xx frees the key, so the client's retry runs again. Keys live 24 hours.
 */
export default fp(
  async function idempotencyPlugin(app: FastifyInstance) {
    const { db } = app.database;
    app.decorateRequest('idempotencyKey', null);

    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      if (key === undefined) return;
      if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
        throw new HttpError(400, 'The Idempotency-Key header must be 1 to 255 characters.');
      }
      const row = {
        userId: request.user.id,
        key,
        method: request.method,
        path: request.url.split('?')[0] ?? '',
      };
      await purgeExpired(db, row.userId);
      if (await reserve(db, row)) {
        request.idempotencyKey = key;
        return;
      }
      const [stored] = await db.select().from(idempotencyKeys).where(byUserAndKey(row.userId, key));
      if (stored && (stored.method !== row.method || stored.path !== row.path)) {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
      }
      // Unanswered yet (or freed by a 5xx an instant ago): the client should simply try again.
      if (!stored || stored.statusCode === IN_PROGRESS) {
        reply.header('retry-after', '1');
        throw new HttpError(409, 'A request with this Idempotency-Key is already in progress.');
      }
      return reply.code(stored.statusCode).header('idempotent-replayed', 'true').send(stored.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotencyKey;
      if (!key) return payload;
      request.idempotencyKey = null;
      const where = byUserAndKey(request.user.id, key);
      if (reply.statusCode >= 500) await db.delete(idempotencyKeys).where(where);
      else
        await db
          .update(idempotencyKeys)
          .set({ statusCode: reply.statusCode, body: jsonOf(payload) })
          .where(where);
      return payload;
    });

    // Should an answer never pass through onSend (a broken stream), free its key for a retry.
    app.addHook('onResponse', async (request) => {
      const key = request.idempotencyKey;
      if (!key) return;
      request.idempotencyKey = null;
      await db.delete(idempotencyKeys).where(byUserAndKey(request.user.id, key));
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);

const byUserAndKey = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Lazy: only this user's keys, on their next keyed request; the primary key makes it cheap. */
const purgeExpired = (db: Db, userId: number) =>
  db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`),
      ),
    );

/** True when this request is the first with the key; the primary key settles any race. */
async function reserve(db: Db, row: { userId: number; key: string; method: string; path: string }) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...row, statusCode: IN_PROGRESS, body: null })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** The serialized JSON answer as a value to store; anything else is stored as no body. */
function jsonOf(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}
