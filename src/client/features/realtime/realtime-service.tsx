import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { type RealtimeHandlers, startRealtime } from './start-realtime.ts';

interface RealtimeServiceProps extends RealtimeHandlers {
  userId: number;
}

/** Mounted once for the signed-in user: connected while mounted and a token is held. */
export function RealtimeService({ userId, onNotification, onSubscribed }: RealtimeServiceProps) {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token reconnects; the handler may change freely
  useEffect(
    () => (token ? startRealtime(store, userId, { onNotification, onSubscribed }) : undefined),
    [store, userId, token],
  );
  return null;
}
