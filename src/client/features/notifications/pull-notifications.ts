import { listNotifications } from '#api-client/notifications.ts';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { type AppStore, apiOf } from '#client/state/store.ts';
import { userSyncAtom } from '#client/sync/user-sync-atom.ts';
import { storePulledNotifications } from '#local-db/notifications/pull-notifications.ts';

const running = new WeakMap<AppStore, Promise<void>>();

/**
 * GET /api/notifications into the user's database (one transaction). Single-flight per store;
 * failures are logged only (docs/product.md §8), so offline the list simply stays as it was.
 */
export function pullNotifications(store: AppStore): Promise<void> {
  const current = running.get(store);
  if (current) return current;
  const pull = (async () => {
    const sync = store.get(userSyncAtom);
    if (!sync || !store.get(tokenAtom)) return;
    try {
      const items = await listNotifications(apiOf(store));
      if (store.get(userSyncAtom)?.db === sync.db) await storePulledNotifications(sync.db, items);
    } catch (error) {
      console.warn('Loading notifications failed', error);
    }
  })().finally(() => running.delete(store));
  running.set(store, pull);
  return pull;
}
