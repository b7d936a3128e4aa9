import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { HttpError } from '#server/http-error.ts';
import { createTestDatabase } from '#test/harness/test-database.ts';
import { createTestUser } from '#test/harness/users.ts';

let app: App;
let database: Database;
let baseUrl: string;
let dataDir: string;
let handlerRuns = 0;

/** A counting route behind the plugin; `outcome` picks the answer, `delayMs` keeps it in flight. */
async function registerTestRoutes(target: App) {
  const options = {
    preHandler: [target.authenticate, target.idempotent],
    schema: {
      body: z.object({ outcome: z.enum(['ok', 'reject', 'crash']), delayMs: z.number().default(0) }),
    },
  };
  const handler = async (request: { body: { outcome: string; delayMs: number } }, reply: FastifyReply) => {
    handlerRuns += 1;
    const run = handlerRuns;
    await new Promise((resolve) => setTimeout(resolve, request.body.delayMs));
    if (request.body.outcome === 'reject') throw new HttpError(409, `Refused on run ${run}.`);
    if (request.body.outcome === 'crash') throw new Error('boom');
    return reply.code(201).send({ run });
  };
  target.post('/api/test-idempotent', options, handler);
  target.put('/api/test-idempotent', options, handler);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rr-idempotency-'));
  database = await createTestDatabase();
  app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), {
    database,
  });
  await registerTestRoutes(app);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  handlerRuns = 0;
});

const post = (
  headers: Record<string, string>,
  body: object,
  path = '/api/test-idempotent',
  method = 'POST',
) =>
  fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('Idempotency-Key', () => {
  it('replays the first answer to a repeated key and runs the handler once', async () => {
    const { headers } = await createTestUser(database);
    const keyed = { ...headers, 'idempotency-key': 'key-replay' };
    expect(await answer(await post(keyed, { outcome: 'ok' }))).toEqual({ status: 201, body: { run: 1 } });
    const replay = await post(keyed, { outcome: 'ok' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await answer(replay)).toEqual({ status: 201, body: { run: 1 } });
    expect(handlerRuns).toBe(1);
    expect(await answer(await post(headers, { outcome: 'ok' }))).toEqual({ status: 201, body: { run: 2 } });
  });

  it('keeps the keys of different users apart', async () => {
    const first = await createTestUser(database);
    const second = await createTestUser(database);
    await post({ ...first.headers, 'idempotency-key': 'shared' }, { outcome: 'ok' });
    const other = await post({ ...second.headers, 'idempotency-key': 'shared' }, { outcome: 'ok' });
    expect(await answer(other)).toEqual({ status: 201, body: { run: 2 } });
    expect(handlerRuns).toBe(2);
  });

  it('applies concurrent duplicates once; the others are told it is in progress', async () => {
    const { headers } = await createTestUser(database);
    const keyed = { ...headers, 'idempotency-key': 'key-race' };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => post(keyed, { outcome: 'ok', delayMs: 500 })),
    );
    const answers = await Promise.all(responses.map(answer));
    expect(handlerRuns).toBe(1);
    // A duplicate that arrives after the first answered gets the replay instead; either is correct.
    for (const a of answers) expect([201, 409]).toContain(a.status);
    expect(answers.filter((a) => a.status === 201).map((a) => a.body)).toContainEqual({ run: 1 });
    expect(answers.filter((a) => a.status === 201).every((a) => a.body.run === 1)).toBe(true);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      message: 'A request with this Idempotency-Key is already in progress.',
    });
    expect(responses.find((r) => r.status === 409)?.headers.get('retry-after')).toBe('1');
    expect(await answer(await post(keyed, { outcome: 'ok' }))).toEqual({ status: 201, body: { run: 1 } });
  });

  it('stores a 4xx answer but not a 5xx, so a failure can be retried', async () => {
    const { headers } = await createTestUser(database);
    const refused = { ...headers, 'idempotency-key': 'key-refused' };
    expect(await answer(await post(refused, { outcome: 'reject' }))).toEqual({
      status: 409,
      body: { message: 'Refused on run 1.' },
    });
    expect(await answer(await post(refused, { outcome: 'ok' }))).toEqual({
      status: 409,
      body: { message: 'Refused on run 1.' },
    });
    const crashed = { ...headers, 'idempotency-key': 'key-crashed' };
    expect((await post(crashed, { outcome: 'crash' })).status).toBe(500);
    expect(await answer(await post(crashed, { outcome: 'ok' }))).toEqual({ status: 201, body: { run: 3 } });
    expect(handlerRuns).toBe(3);
  });

  it('refuses a key reused for another call with a clear 422', async () => {
    const { headers } = await createTestUser(database);
    const keyed = { ...headers, 'idempotency-key': 'key-reused' };
    await post(keyed, { outcome: 'ok' });
    const withQuery = await post(keyed, { outcome: 'ok' }, '/api/test-idempotent?page=2');
    expect(await answer(withQuery)).toEqual({ status: 201, body: { run: 1 } });
    expect(await answer(await post(keyed, { outcome: 'ok' }, '/api/test-idempotent', 'PUT'))).toEqual({
      status: 422,
      body: { message: 'This Idempotency-Key was already used for a different request.' },
    });
    expect(handlerRuns).toBe(1);
  });

  it('forgets keys after 24 hours', async () => {
    const { user, headers } = await createTestUser(database);
    const keyed = { ...headers, 'idempotency-key': 'key-old' };
    await post(keyed, { outcome: 'ok' });
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.userId, user.id));
    expect(await answer(await post(keyed, { outcome: 'ok' }))).toEqual({ status: 201, body: { run: 2 } });
  });
});
