/// <reference lib="webworker" />

import { createFetchTransport } from '#local-db/fetch-transport.ts';
import { treatGoneRemovalAsDone } from '#local-db/notifications/gone-is-done.ts';
import { createOutboxProcessor } from '#local-db/outbox-processor.ts';
import { readDeviceSession } from '#local-db/reading/device-session.ts';
import { openUserDb } from '#local-db/user-db.ts';
import { OUTBOX_SYNC_TAG } from '#local-db/worker-names.ts';
import { pullAndCacheAssignedTexts } from './assigned-texts.ts';

/**
 * Sends the signed-in user's outbox. `flush()` rejects while entries remain, so the browser retries
 * the Background Sync later; each entry keeps its Idempotency-Key, so a page sending at the same time
 * cannot apply anything twice.
 */
async function flushOutbox(sw: ServiceWorkerGlobalScope): Promise<void> {
  const session = await readDeviceSession();
  if (!session) return;
  const db = openUserDb(session.userId);
  const transport = createFetchTransport({ baseUrl: sw.location.origin, getToken: () => session.token });
  const processor = createOutboxProcessor({ db, transport: treatGoneRemovalAsDone(transport) });
  try {
    await processor.flush();
  } finally {
    processor.stop();
    db.close();
  }
}

/** Background Sync's event; TypeScript's WebWorker lib does not declare it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Background Sync: replay the outbox, then bring the assigned texts up to date. */
export function replayOutboxOnSync(sw: ServiceWorkerGlobalScope) {
  sw.addEventListener('sync', (syncEvent) => {
    const event = syncEvent as SyncEvent;
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil(flushOutbox(sw).then(() => pullAndCacheAssignedTexts(sw)));
  });
}
