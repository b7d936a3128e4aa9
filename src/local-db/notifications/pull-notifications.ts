import type { Notification } from '#contract/notifications.ts';
import { findMutation } from '../outbox-kinds.ts';
import type { UserDb } from '../user-db.ts';
import { fromServerNotification, notificationsTable } from './local-notification.ts';
import { notificationMutationKinds } from './notification-mutations.ts';

/**
 * Replaces the local notifications with the server's list in ONE transaction, then re-applies the
 * notification changes still waiting in the outbox: a pull never undoes a read mark made offline.
 */
export async function storePulledNotifications(db: UserDb, items: Notification[]): Promise<void> {
  const table = notificationsTable(db);
  await db.transaction('rw', [table, db.outbox], async () => {
    await table.clear();
    await table.bulkPut(items.map(fromServerNotification));
    const pending = await db.outbox.orderBy('seq').toArray();
    for (const entry of pending) {
      if (notificationMutationKinds.includes(entry.kind))
        await findMutation(entry.kind)?.apply(db, entry.payload);
    }
  });
}
