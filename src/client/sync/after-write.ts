import type { OutboxProcessor } from '#local-db/outbox-processor.ts';
import { OUTBOX_SYNC_TAG } from '#local-db/worker-names.ts';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker when the connection returns, so a change is sent even
 * if the page is closed by then (a pupil who approves offline and closes the tab). Only for changes
 * the page cannot send now: online, Chromium fires the sync at once and the worker would send the
 * same entries as the page, which then hears nothing about them (no toast, a decision left "acting").
 */
export function registerBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as { sync?: SyncManagerLike }).sync?.register(OUTBOX_SYNC_TAG))
    .catch((error: unknown) => console.warn('Background Sync could not be registered', error));
}

/**
 * After any write to the outbox: send it soon from the page; offline, also leave it to Background
 * Sync (a send that fails online registers it too: `startUserSync`). Where Background Sync is
 * missing the page's own `online` trigger still sends it.
 */
export function afterWrite(processor: OutboxProcessor, delayMs?: number) {
  processor.scheduleSync(delayMs);
  if (!navigator.onLine) registerBackgroundSync();
}
