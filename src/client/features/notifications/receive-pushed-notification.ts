import type { AppStore } from '#client/state/store.ts';
import { userSyncAtom } from '#client/sync/user-sync-atom.ts';
import type { NotificationBroadcast } from '#contract/realtime.ts';
import { fromPushedNotification, notificationsTable } from '#local-db/notifications/local-notification.ts';
import { showDesktopNotification } from './desktop-notification.ts';
import { showNotificationToast } from './notification-toast.tsx';
import { pullNotifications } from './pull-notifications.ts';

export interface Navigation {
  openAssignment(uuid: string): void;
  openPath(path: string): void;
}

/**
 * A notification pushed over realtime: stored at once (the bell updates), shown as a toast and a
 * desktop notification, then the list is pulled so it matches the server.
 */
export async function receivePushedNotification(
  store: AppStore,
  payload: Partial<NotificationBroadcast>,
  navigation: Navigation,
) {
  const item = fromPushedNotification(payload);
  const db = store.get(userSyncAtom)?.db;
  try {
    await db?.transaction('rw', notificationsTable(db), async () => {
      // A pull may already have it, perhaps read: keep that copy.
      if (!(await notificationsTable(db).get(item.id))) await notificationsTable(db).put(item);
    });
  } catch (error) {
    console.warn('Storing a pushed notification failed', error);
  }
  showNotificationToast(item, navigation.openAssignment);
  showDesktopNotification(item, navigation.openPath);
  await pullNotifications(store);
}
