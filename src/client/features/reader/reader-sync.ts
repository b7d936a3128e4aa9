import type { OutboxProcessor } from '#local-db/outbox-processor.ts';
import type { UserDb } from '#local-db/user-db.ts';

/** The signed-in pupil's database and outbox processor (opened app-wide by the sync feature). */
export interface ReaderSync {
  db: UserDb;
  processor: OutboxProcessor;
}
