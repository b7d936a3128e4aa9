import type { OutboxProcessor } from '#local-db/outbox-processor.ts';
import { OUTBOX_SYNC_TAG } from '#local-db/worker-names.ts';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * After any write to the outbox: send it soon from the page, and ask the browser to wake the
 * service worker when the connection returns, even if the page is closed by then (a pupil who
 * approves offline and closes the tab). Where Background Sync is missing the page's own `online`
 * trigger still sends it.
 */
export function afterWrite(processor: OutboxProcessor, delayMs?: number) {
  processor.scheduleSync(delayMs);
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as { sync?: SyncManagerLike }).sync?.register(OUTBOX_SYNC_TAG))
    .catch((error: unknown) => console.warn('Background Sync could not be registered', error));
}
