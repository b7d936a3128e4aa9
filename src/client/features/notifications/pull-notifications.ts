import { listNotifications } from '#api-client/notifications.ts';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { type AppStore, apiOf } from '#client/state/store.ts';
import { userSyncAtom } from '#client/sync/user-sync-atom.ts';
import { storePulledNotifications } from '#local-db/notifications/pull-notifications.ts';
import { oneRunAtATime } from '#local-db/one-run-at-a-time.ts';

const pulls = new WeakMap<AppStore, ReturnType<typeof oneRunAtATime<undefined, void>>>();

/**
 * GET /api/notifications into the user's database (one transaction). One pull at a time per store:
 * a call while one runs gets one follow-up pull after it (`oneRunAtATime`). The running pull's list
 * may predate what the caller knows of (a pushed notification stored a moment ago), and storing
 * that stale list would drop it. Failures are logged only (docs/product.md §8), so offline the list
 * simply stays as it was.
 */
export function pullNotifications(store: AppStore): Promise<void> {
  let pull = pulls.get(store);
  if (!pull) {
    pull = oneRunAtATime<undefined, void>(
      () => pullOnce(store),
      () => undefined,
    );
    pulls.set(store, pull);
  }
  return pull.call(undefined);
}

async function pullOnce(store: AppStore): Promise<void> {
  const sync = store.get(userSyncAtom);
  if (!sync || !store.get(tokenAtom)) return;
  try {
    const items = await listNotifications(apiOf(store));
    if (store.get(userSyncAtom)?.db === sync.db) await storePulledNotifications(sync.db, items);
  } catch (error) {
    console.warn('Loading notifications failed', error);
  }
}
