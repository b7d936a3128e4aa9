import type { UserDb } from './user-db.ts';

/** The number of unsent changes; a plain Dexie query, so `liveQuery(() => pendingCount(db))` updates. */
export const pendingCount = (db: UserDb) => db.outbox.count();
