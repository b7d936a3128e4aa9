import { i18n } from '#client/i18n/i18n.ts';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';

export type NotificationFilter = 'all' | 'unread' | 'assignments' | 'questions';
export type NotificationSort = 'newest' | 'oldest';

export const notificationFilters: readonly NotificationFilter[] = [
  'all',
  'unread',
  'assignments',
  'questions',
];
export const notificationSorts: readonly NotificationSort[] = ['newest', 'oldest'];

const matches: Record<NotificationFilter, (item: LocalNotification) => boolean> = {
  all: () => true,
  unread: (item) => !item.read,
  assignments: (item) => item.type === 'assignment_notification',
  questions: (item) => item.type === 'questions_generated',
};

/** The Notifications screen's list: filtered, then sorted by timestamp (docs/product.md §2). */
export function filterAndSort(
  items: readonly LocalNotification[],
  filter: NotificationFilter,
  sort: NotificationSort,
): LocalNotification[] {
  const direction = sort === 'newest' ? -1 : 1;
  return items
    .filter(matches[filter])
    .sort((a, b) => direction * (Date.parse(a.timestamp) - Date.parse(b.timestamp)));
}

/** docs/product.md §2: Assignment, Questions Ready, Notification for every other type. */
export function typeBadgeLabel(type: string): string {
  if (type === 'assignment_notification') return i18n.t('types.assignment', { ns: 'notifications' });
  if (type === 'questions_generated') return i18n.t('types.questions', { ns: 'notifications' });
  return i18n.t('types.other', { ns: 'notifications' });
}

/** Where a click on an item leads (screen): the assignment, else the text's editor, else nowhere. */
export function notificationTarget(item: LocalNotification): string | null {
  if (item.assignment_uuid) return `/assignments/${item.assignment_uuid}`;
  if (item.text_id !== null) return `/texts/${item.text_id}/edit`;
  return null;
}
