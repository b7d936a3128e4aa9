import { onlineManager, QueryClient } from '@tanstack/react-query';
import { atom } from 'jotai';
import { subscribeOnline } from './use-online.ts';

/**
 * The one cache of remote data (TanStack Query). Owner work is online only and every screen says
 * plainly when a load fails and offers to try again, so queries are not retried behind the
 * person's back, nor refetched on every focus of a classroom tablet. Coming back online still
 * refetches what failed (the online manager follows the app's one online signal).
 */
export function createAppQueryClient() {
  // One online signal: queries pause and resume on the same events the screens' notices follow.
  onlineManager.setEventListener((setOnline) => subscribeOnline(() => setOnline(navigator.onLine)));
  return new QueryClient({
    defaultOptions: {
      // 'always': offline, a load fails at once with a network error, so the screen can say it is
      // offline (and the dashboard fall back to its copy) instead of waiting silently.
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one QueryClient, per jotai store (each test's app gets its own, empty). */
export const queryClientAtom = atom(() => createAppQueryClient());
