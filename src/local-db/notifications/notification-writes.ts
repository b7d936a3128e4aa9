import { enqueue } from '../enqueue.ts';
import type { UserDb } from '../user-db.ts';
import { notificationsTable } from './local-notification.ts';

/**
 * Looks and writes in one transaction (enqueue's joins it): two quick clicks run one after the
 * other, so the second finds the change made and queues nothing.
 */
const lookThenWrite = (db: UserDb, work: () => Promise<boolean>) => db.transaction('rw', db.tables, work);

/** Marks one notification read (optimistic + outbox); nothing to send when it is already read. */
export function markNotificationRead(db: UserDb, id: string): Promise<boolean> {
  return lookThenWrite(db, async () => {
    const item = await notificationsTable(db).get(id);
    if (!item || item.read) return false;
    await enqueue(db, 'notification.read', { id });
    return true;
  });
}

/** Marks every unread notification read in one call; remembers which, for a rollback. */
export function markAllNotificationsRead(db: UserDb): Promise<boolean> {
  return lookThenWrite(db, async () => {
    const ids = (await notificationsTable(db).toArray()).filter((item) => !item.read).map((item) => item.id);
    if (ids.length === 0) return false;
    await enqueue(db, 'notification.readAll', { ids });
    return true;
  });
}

/** Removes a notification here at once and on the server through the outbox (docs/architecture.md §16, deviation 4). */
export function removeNotification(db: UserDb, id: string): Promise<boolean> {
  return lookThenWrite(db, async () => {
    const notification = await notificationsTable(db).get(id);
    if (!notification) return false;
    await enqueue(db, 'notification.remove', { notification });
    return true;
  });
}
