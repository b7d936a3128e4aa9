import type { OutboxProcessor } from '#local-db/outbox-processor.ts';
import type { UserDb } from '#local-db/user-db.ts';
import { OUTBOX_SYNC_TAG } from '#local-db/worker-names.ts';

/** The signed-in pupil's database and outbox processor (opened app-wide by the sync feature). */
export interface ReaderSync {
  db: UserDb;
  processor: OutboxProcessor;
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * After a write: send it soon from the page, and ask the browser to wake the service worker when
 * the connection returns, even if the page is closed by then. Where Background Sync is missing the
 * page's own `online` trigger still sends it.
 */
export function afterWrite(processor: OutboxProcessor, delayMs?: number) {
  processor.scheduleSync(delayMs);
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as { sync?: SyncManagerLike }).sync?.register(OUTBOX_SYNC_TAG))
    .catch((error: unknown) => console.warn('Background Sync could not be registered', error));
}
