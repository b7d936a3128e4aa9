import { and, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationData } from '#contract/notifications.ts';
import type { Db } from '../../db/database.ts';
import { notifications } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Every query here is scoped to one user: a notification id alone never reaches a row. */
export async function insertNotification(db: Db, userId: number, type: string, data: NotificationData) {
  const [row] = await db.insert(notifications).values({ userId, type, data }).returning();
  if (!row) throw new Error('insert returned no notification');
  return row;
}

export function listNotifications(db: Db, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Marks one read, keeping the first read_at when it is read again; undefined when not the user's. */
export async function markNotificationRead(db: Db, userId: number, id: string) {
  const owned = and(eq(notifications.id, id), eq(notifications.userId, userId));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(owned, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(owned);
  return row;
}

/** Marks every unread one read; returns how many changed. */
export async function markAllNotificationsRead(db: Db, userId: number) {
  const changed = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}

/** True when the user's notification existed and is now gone. */
export async function deleteNotification(db: Db, userId: number, id: string) {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}
