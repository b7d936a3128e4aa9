import { useLiveQuery } from 'dexie-react-hooks';
import { useUserSync } from '#client/sync/use-user-sync.ts';
import { type LocalNotification, notificationsTable } from '#local-db/notifications/local-notification.ts';

/** The user's notifications, newest first, live from the local database; undefined while loading. */
export function useNotifications(): LocalNotification[] | undefined {
  const sync = useUserSync();
  return useLiveQuery(
    async () => (sync ? await notificationsTable(sync.db).orderBy('timestamp').reverse().toArray() : []),
    [sync],
  );
}

export const unreadCountOf = (items: readonly LocalNotification[] | undefined) =>
  items?.filter((item) => !item.read).length ?? 0;
