import type { UserDb } from './user-db.ts';

/** The number of unsent changes; a plain Dexie query, so `liveQuery(() => pendingCount(db))` updates. */
export const pendingCount = (db: UserDb) => db.outbox.count();

/** "1 change waiting to sync", "3 changes waiting to sync"; empty when nothing waits. */
export function pendingChangesText(count: number): string {
  if (count <= 0) return '';
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}
