import type { UserDb } from '../user-db.ts';

/** Tables that are never cleared: unsent changes and the engine's own bookkeeping. */
const KEPT_TABLES = new Set(['outbox', 'meta']);

/**
 * Deletes the local copies of the user's texts, answers and lists (the next pull brings them back),
 * in one transaction that first checks the outbox: with changes waiting to sync it clears nothing
 * and returns false, because their optimistic state lives in those tables.
 */
export async function clearOfflineCopies(db: UserDb): Promise<boolean> {
  return db.transaction('rw', db.tables, async () => {
    if ((await db.outbox.count()) > 0) return false;
    for (const table of db.tables) if (!KEPT_TABLES.has(table.name)) await table.clear();
    return true;
  });
}
