import { appConfigQuery } from '#client/queries/app-config.ts';
import { queryClientAtom } from '#client/state/query-client.ts';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { onSignOut } from '#client/state/sign-out-listeners.ts';
import { type AppStore, apiOf } from '#client/state/store.ts';
import type { NotificationBroadcast } from '#contract/realtime.ts';
import { connectRealtime } from './connect-realtime.ts';
import { realtimeConnectedAtom } from './realtime-atoms.ts';

export interface RealtimeHandlers {
  onNotification(payload: Partial<NotificationBroadcast>): void;
  /** Joined (or re-joined after a drop): time to pull what may have been missed. */
  onSubscribed(): void;
}

/**
 * Connects the signed-in user to realtime; returns the function that disconnects. docs/product.md §5: skipped
 * without a user id or token. docs/product.md §2: sign-out disconnects first (a sign-out listener). Failures
 * are logged only (docs/product.md §8).
 */
export function startRealtime(store: AppStore, userId: number, handlers: RealtimeHandlers): () => void {
  let disconnect: (() => void) | null = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
    offSignOut();
    disconnect?.();
    store.set(realtimeConnectedAtom, false);
  };
  const offSignOut = onSignOut(stop);
  if (!userId || !store.get(tokenAtom)) return stop;
  void (async () => {
    const config = await store
      .get(queryClientAtom)
      .fetchQuery(appConfigQuery(apiOf(store)))
      .catch(() => null); // said in the console by the query; realtime stays off until next sign-in
    if (!config || stopped) return;
    const close = await connectRealtime({
      settings: config.realtime,
      userId,
      getToken: () => store.get(tokenAtom),
      onNotification: handlers.onNotification,
      onSubscribed: handlers.onSubscribed,
      onConnectionChange: (connected) => store.set(realtimeConnectedAtom, connected && !stopped),
    });
    if (stopped) close();
    else disconnect = close;
  })().catch((error: unknown) => console.warn('Starting realtime failed', error));
  return stop;
}
