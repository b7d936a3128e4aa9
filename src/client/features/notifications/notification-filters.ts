import type { LocalNotification } from '#local-db/notifications/local-notification.ts';

export type NotificationFilter = 'all' | 'unread' | 'assignments' | 'questions';
export type NotificationSort = 'newest' | 'oldest';

export const filterOptions: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All notifications' },
  { value: 'unread', label: 'Unread only' },
  { value: 'assignments', label: 'Assignments' },
  { value: 'questions', label: 'Questions Generated' },
];

export const sortOptions: { value: NotificationSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

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
  if (type === 'assignment_notification') return 'Assignment';
  if (type === 'questions_generated') return 'Questions Ready';
  return 'Notification';
}

/** Where a click on an item leads (screen): the assignment, else the text's editor, else nowhere. */
export function notificationTarget(item: LocalNotification): string | null {
  if (item.assignment_uuid) return `/assignments/${item.assignment_uuid}`;
  if (item.text_id !== null) return `/texts/${item.text_id}/edit`;
  return null;
}
