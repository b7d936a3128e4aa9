import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Dexie from 'dexie';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { enqueue } from '#local-db/enqueue.ts';
import { createFetchTransport } from '#local-db/fetch-transport.ts';
import { createOutboxProcessor } from '#local-db/outbox-processor.ts';
import { openUserDb } from '#local-db/user-db.ts';
import { type App, buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { validationError } from '#server/http-error.ts';
import { readNote } from '#test/harness/outbox/test-notes.ts';
import { createTestDatabase } from '#test/harness/test-database.ts';
import { createTestUser } from '#test/harness/users.ts';

let app: App;
let database: Database;
let baseUrl: string;
let dataDir: string;
const runs = new Map<string, number>();

/** The route the sample `test.note` mutation calls; 'slow' answers late, 'bad' is refused. */
function registerNotesRoute(target: App) {
  target.put(
    '/api/notes/:id',
    {
      preHandler: [target.authenticate, target.idempotent],
      schema: { params: z.object({ id: z.string() }), body: z.object({ text: z.string() }) },
    },
    async (request) => {
      const { id } = request.params;
      runs.set(id, (runs.get(id) ?? 0) + 1);
      if (request.body.text === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
      if (request.body.text === 'bad') throw validationError({ text: ['The text is not allowed.'] });
      return { id, runs: runs.get(id) };
    },
  );
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rr-outbox-'));
  database = await createTestDatabase();
  app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), {
    database,
  });
  registerNotesRoute(app);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `timeoutMs` short only where a test wants an answer lost; elsewhere a slow CI box must not lose one. */
async function signedInOutbox(timeoutMs = 10_000) {
  const { user, token } = await createTestUser(database);
  const db = openUserDb(`integration-${user.id}`);
  const transport = createFetchTransport({ baseUrl, getToken: () => token, timeoutMs });
  const processor = createOutboxProcessor({ db, transport, backoff: { baseMs: 60_000 } });
  onTestFinished(async () => {
    processor.stop();
    db.close();
    await Dexie.delete(db.name);
  });
  return { db, processor };
}

describe('the outbox against the real server', () => {
  it('applies a change once when its answer was lost and the retry finds it in progress', async () => {
    const { db, processor } = await signedInOutbox(300);
    await enqueue(db, 'test.note', { id: 'lost-answer', text: 'slow' });
    expect(await processor.syncNow()).toMatchObject({ stoppedBy: 'retry' }); // timed out at 300 ms
    expect(await processor.syncNow({ ignoreBackoff: true })).toMatchObject({ stoppedBy: 'retry' }); // 409
    // Once the first request answers, the next attempt gets its stored answer.
    await expect
      .poll(async () => (await processor.syncNow({ ignoreBackoff: true })).sent, {
        timeout: 10_000,
        interval: 250,
      })
      .toBe(1);
    expect(runs.get('lost-answer')).toBe(1);
    expect(await readNote(db, 'lost-answer')).toBe('slow');
  });

  it('rolls back a change the server refuses and reports its message', async () => {
    const { db, processor } = await signedInOutbox();
    const messages: string[] = [];
    processor.events.on('rejected', ({ message }) => messages.push(message));
    await enqueue(db, 'test.note', { id: 'refused', text: 'bad' });
    expect(await processor.syncNow()).toMatchObject({ rejected: 1, remaining: 0 });
    expect(messages).toEqual(['The text is not allowed.']);
    expect(await readNote(db, 'refused')).toBeUndefined();
  });
});
