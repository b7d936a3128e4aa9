import { useStore } from 'jotai';
import { useEffect } from 'react';
import { startUserSync } from './start-user-sync.ts';

/** Mounted once for the signed-in user: their database and outbox processor live as long as it does. */
export function UserSyncService({ userId }: { userId: number }) {
  const store = useStore();
  useEffect(() => startUserSync(store, userId), [store, userId]);
  return null;
}
