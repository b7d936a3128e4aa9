import type { Table } from 'dexie';
import type { Notification, NotificationWords } from '#contract/notifications.ts';
import type { NotificationBroadcast } from '#contract/realtime.ts';
import type { UserDb } from '../user-db.ts';

/** The client's notification (docs/product.md §3), as stored in the user's database. */
export interface LocalNotification {
  id: string;
  /** `assignment_notification`, `questions_generated`; anything else is shown as generic. */
  type: string;
  /** The stored English message, shown when there are no `words` to write it in the reader's language. */
  message: string;
  words?: NotificationWords;
  read: boolean;
  /** ISO-8601; orders the lists. */
  timestamp: string;
  assignment_uuid: string | null;
  text_id: number | null;
  text_title: string | null;
  text_author: string | null;
  due_date: string | null;
}

/** The `notifications` table (schema version 2); typed here so `UserDb` needs no change per feature. */
export const notificationsTable = (db: UserDb): Table<LocalNotification, string> =>
  db.table<LocalNotification, string>('notifications');

export function fromServerNotification(item: Notification): LocalNotification {
  return {
    id: item.id,
    type: item.type,
    message: item.data.message,
    ...(item.data.words && { words: item.data.words }),
    read: item.read_at !== null,
    timestamp: item.created_at,
    assignment_uuid: item.data.assignment_uuid,
    text_id: item.data.text_id,
    text_title: item.data.text_title,
    text_author: item.data.text_author,
    due_date: item.data.due_date,
  };
}

/** docs/product.md §3: a pushed item gets the payload id or a generated one, read false, timestamp now. */
export function fromPushedNotification(
  payload: Partial<NotificationBroadcast>,
  now = new Date(),
): LocalNotification {
  return {
    id: typeof payload.id === 'string' && payload.id ? payload.id : crypto.randomUUID(),
    type: payload.type ?? 'notification',
    message: payload.message ?? '',
    ...(payload.words && { words: payload.words }),
    read: false,
    timestamp: now.toISOString(),
    assignment_uuid: payload.assignment_uuid ?? null,
    text_id: payload.text_id ?? null,
    text_title: payload.text_title ?? null,
    text_author: payload.text_author ?? null,
    due_date: payload.due_date ?? null,
  };
}
