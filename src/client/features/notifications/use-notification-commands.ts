import { useStore } from 'jotai';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { userSyncAtom } from '#client/sync/user-sync-atom.ts';
import { writeIfChanged } from '#client/sync/write.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  removeNotification,
} from '#local-db/notifications/notification-writes.ts';
import type { UserDb } from '#local-db/user-db.ts';

/**
 * Read, mark-all and remove: applied locally at once and queued in the outbox, which sends them
 * (offline too, later). docs/product.md §5: skipped when there is no auth token.
 */
export function useNotificationCommands() {
  const store = useStore();
  const run = (change: (db: UserDb) => Promise<boolean>) => async () => {
    const sync = store.get(userSyncAtom);
    if (!sync || !store.get(tokenAtom)) return;
    try {
      await writeIfChanged(sync, change, { sendAfterMs: 0 });
    } catch (error) {
      console.warn('Changing the notification failed', error);
    }
  };
  return {
    markRead: (id: string) => run((db) => markNotificationRead(db, id))(),
    markAllRead: run(markAllNotificationsRead),
    remove: (id: string) => run((db) => removeNotification(db, id))(),
  };
}
