import type { Notification, NotificationData, NotificationInput } from '#contract/notifications.ts';
import type { NotificationBroadcast } from '#contract/realtime.ts';
import type { NotificationRow } from './repository.ts';

/** Fills the optional data fields with null so every stored item has the same shape. */
export const completeNotificationData = (data: NotificationInput['data']): NotificationData => ({
  message: data.message,
  text_id: data.text_id ?? null,
  text_title: data.text_title ?? null,
  text_author: data.text_author ?? null,
  due_date: data.due_date ?? null,
  assignment_uuid: data.assignment_uuid ?? null,
  ...(data.words && { words: data.words }),
});

/** The list item of GET /api/notifications. */
export const toNotificationItem = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  data: completeNotificationData(row.data),
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** The realtime payload: the same fields, flattened as Laravel's broadcast notification sends them. */
export const toNotificationBroadcast = (row: NotificationRow): NotificationBroadcast => ({
  id: row.id,
  type: row.type,
  ...completeNotificationData(row.data),
  created_at: row.createdAt.toISOString(),
});
