import { listNotifications } from '#api-client/notifications.ts';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { type AppStore, apiOf } from '#client/state/store.ts';
import { userSyncAtom } from '#client/sync/user-sync-atom.ts';
import { storePulledNotifications } from '#local-db/notifications/pull-notifications.ts';

interface PullState {
  running: Promise<void> | null;
  followUp: Promise<void> | null;
}

const pulls = new WeakMap<AppStore, PullState>();

/**
 * GET /api/notifications into the user's database (one transaction). One pull at a time per store:
 * a call while one runs gets one follow-up pull after it, shared by every call made meanwhile. The
 * running pull's list may predate what the caller knows of (a pushed notification stored a moment
 * ago), and storing that stale list would drop it. Failures are logged only (docs/product.md §8),
 * so offline the list simply stays as it was.
 */
export function pullNotifications(store: AppStore): Promise<void> {
  let state = pulls.get(store);
  if (!state) {
    state = { running: null, followUp: null };
    pulls.set(store, state);
  }
  const { running } = state;
  if (!running) return startPull(store, state);
  const pulling = state;
  pulling.followUp ??= running.then(() => {
    pulling.followUp = null;
    return pulling.running ?? startPull(store, pulling);
  });
  return pulling.followUp;
}

function startPull(store: AppStore, state: PullState): Promise<void> {
  const pull = pullOnce(store).finally(() => {
    state.running = null;
  });
  state.running = pull;
  return pull;
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
