import { listMyAssignments } from '#api-client/assignments.ts';
import { type AppStore, apiOf } from '#client/state/store.ts';
import { storePulledAssignments } from '#local-db/assignments/pull-my-assignments.ts';
import type { UserDb } from '#local-db/user-db.ts';

const running = new WeakMap<UserDb, Promise<boolean>>();

/**
 * GET /api/my-assignments into the user's database (one transaction). Single-flight per database;
 * resolves false when the list could not be loaded (offline, server error): the local copy stays.
 */
export function pullMyAssignments(store: AppStore, db: UserDb): Promise<boolean> {
  const current = running.get(db);
  if (current) return current;
  const pull = (async () => {
    try {
      await storePulledAssignments(db, await listMyAssignments(apiOf(store)));
      return true;
    } catch (error) {
      console.warn('Loading my assignments failed', error);
      return false;
    }
  })().finally(() => running.delete(db));
  running.set(db, pull);
  return pull;
}
