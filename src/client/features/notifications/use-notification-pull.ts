import { useStore } from 'jotai';
import { useEffect } from 'react';
import { isAuthenticatedAtom } from '#client/state/session-atoms.ts';
import { subscribeBackOnline } from '#client/state/use-online.ts';
import { userSyncAtom } from '#client/sync/user-sync-atom.ts';
import { pullNotifications } from './pull-notifications.ts';

/** docs/product.md §9: the bar checks auth first after 100 ms, then every 500 ms until authenticated. */
const FIRST_CHECK_MS = 100;
const RETRY_MS = 500;

/**
 * Pulls the notifications when the bell mounts (once signed in and the database is open) and on
 * every `online` event.
 */
export function useNotificationPull() {
  const store = useStore();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      if (store.get(isAuthenticatedAtom) && store.get(userSyncAtom)) void pullNotifications(store);
      else timer = setTimeout(check, RETRY_MS);
    };
    timer = setTimeout(check, FIRST_CHECK_MS);
    const unsubscribe = subscribeBackOnline(() => void pullNotifications(store));
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store]);
}
