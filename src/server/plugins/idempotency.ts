import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';
import { IN_PROGRESS, idempotencyKeyStore } from './idempotency-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler after `app.authenticate`: replays the first answer to a repeated Idempotency-Key. */
    idempotent(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  }
  interface FastifyRequest {
    /** The key this request reserved; its answer is stored when it is sent. */
    idempotencyKey: string | null;
    /**
     * Set by a handler whose own statement already stored its 200 answer under the key (the
     * reader's answers, the hottest write), so it is not stored a second time.
     */
    idempotentAnswerStored: boolean;
  }
}

/** Expired keys never replay (the reserve takes them over); the sweep only frees their space. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * Every mutating call accepts `Idempotency-Key` (docs/architecture.md §7): the first request with a key
 * reserves it (so of two racing duplicates only one runs), and its 2xx or 4xx answer is stored;
 * later requests with the key get that answer and change nothing. A 5xx frees the key, so the
 * client's retry runs again. Keys live 24 hours. A first request costs two statements: reserve, answer.
 */
export default fp(
  async function idempotencyPlugin(app: FastifyInstance) {
    const keys = idempotencyKeyStore(app.database);
    // The embedded PGlite belongs to this process alone, so a key in progress now was left by a
    // process that died mid-request (a crash, SIGKILL): its retries would get 409 for the five
    // minutes of ABANDONED_AFTER and hold up the pupil's whole outbox. On PostgreSQL another API
    // process may be answering it right now, so there the takeover waits.
    if (app.database.kind === 'pglite') await keys.freeUnanswered();
    app.decorateRequest('idempotencyKey', null);
    app.decorateRequest('idempotentAnswerStored', false);

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
      if (await keys.reserve(row)) {
        request.idempotencyKey = key;
        return;
      }
      const stored = await keys.find(row.userId, key);
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
      if (reply.statusCode >= 500) await keys.free(request.user.id, key);
      else if (!(request.idempotentAnswerStored && reply.statusCode === 200)) {
        await keys.answer(request.user.id, key, reply.statusCode, jsonOf(payload));
      }
      return payload;
    });

    // Should an answer never pass through onSend (a broken stream), free its key for a retry.
    app.addHook('onResponse', async (request) => {
      const key = request.idempotencyKey;
      if (!key) return;
      request.idempotencyKey = null;
      await keys.free(request.user.id, key);
    });

    let sweep: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      sweep = keys.purgeExpired().catch((error) => app.log.warn({ error }, 'idempotency key purge failed'));
    }, PURGE_EVERY_MS).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sweep;
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);

/** The serialized JSON answer to store; anything else is stored as no body. */
function jsonOf(payload: unknown): string | null {
  if (typeof payload !== 'string' || payload === '') return null;
  try {
    JSON.parse(payload);
    return payload;
  } catch {
    return null;
  }
}
