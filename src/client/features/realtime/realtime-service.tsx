import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { type RealtimeHandlers, startRealtime } from './start-realtime.ts';

interface RealtimeServiceProps extends RealtimeHandlers {
  userId: number;
}

/** Mounted once for the signed-in user: connected while mounted and a token is held. */
export function RealtimeService({ userId, ...handlers }: RealtimeServiceProps) {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  // The latest handlers, without reconnecting each time the parent renders new ones.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!token) return;
    return startRealtime(store, userId, {
      onNotification: (payload) => latest.current.onNotification(payload),
      onSubscribed: () => latest.current.onSubscribed(),
    });
  }, [store, userId, token]);
  return null;
}
