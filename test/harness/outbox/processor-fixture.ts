import Dexie from 'dexie';
import { afterEach, beforeEach } from 'vitest';
import { enqueue } from '#local-db/enqueue.ts';
import { createFetchTransport } from '#local-db/fetch-transport.ts';
import type { OutboxEvents } from '#local-db/outbox-events.ts';
import { createOutboxProcessor, type OutboxProcessor } from '#local-db/outbox-processor.ts';
import type { BackoffOptions } from '#local-db/retry-policy.ts';
import { openUserDb, type UserDb } from '#local-db/user-db.ts';
import { type RecordingServer, startRecordingServer } from './recording-server.ts';
import './test-notes.ts';

let dbCounter = 0;

/**
 * Per test: a recording HTTP server, a fresh user database and a processor sending to the server
 * through the real fetch transport, with every event recorded.
 */
export function createProcessorFixture() {
  const f = {
    server: undefined as unknown as RecordingServer,
    db: undefined as unknown as UserDb,
    processor: undefined as unknown as OutboxProcessor,
    token: 'token-1',
    events: [] as { type: keyof OutboxEvents; event: unknown }[],
    /** Slow backoff by default, so no timer fires unless a test asks for it. */
    startProcessor(backoff: BackoffOptions = { baseMs: 60_000, random: () => 1 }, timeoutMs = 5000) {
      f.processor?.stop();
      f.processor = createOutboxProcessor({
        db: f.db,
        backoff,
        transport: createFetchTransport({ baseUrl: f.server.baseUrl, getToken: () => f.token, timeoutMs }),
      });
      for (const type of ['synced', 'rejected', 'retrying', 'unauthorized', 'error'] as const) {
        f.processor.events.on(type, (event) => f.events.push({ type, event }));
      }
    },
    note: (id: string, text = `text ${id}`) => enqueue(f.db, 'test.note', { id, text }),
    paths: () => f.server.requests.map((r) => r.path),
    eventTypes: () => f.events.map((e) => e.type),
  };
  beforeEach(async () => {
    f.server = await startRecordingServer();
    dbCounter += 1;
    f.db = openUserDb(`processor-${process.pid}-${dbCounter}`);
    f.events.length = 0;
    f.token = 'token-1';
    f.startProcessor();
  });
  afterEach(async () => {
    f.processor.stop();
    f.db.close();
    await Dexie.delete(f.db.name);
    await f.server.close();
  });
  return f;
}
