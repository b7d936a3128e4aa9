import { describe, expect, it } from 'vitest';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';
import { filterAndSort, notificationTarget, typeBadgeLabel } from './notification-filters.ts';
import { validateNotificationsSearch } from './notifications-search.ts';

const item = (id: string, type: string, timestamp: string, read = false): LocalNotification => ({
  id,
  type,
  message: id,
  read,
  timestamp,
  assignment_uuid: null,
  text_id: null,
  text_title: null,
  text_author: null,
  due_date: null,
});

const items = [
  item('old-assignment', 'assignment_notification', '2026-03-01T10:00:00Z', true),
  item('questions', 'questions_generated', '2026-03-03T10:00:00Z'),
  item('completed', 'assignment_completed', '2026-03-02T10:00:00Z'),
  item('new-assignment', 'assignment_notification', '2026-03-04T10:00:00Z'),
];
const ids = (list: LocalNotification[]) => list.map((n) => n.id);

describe('Notifications screen filters and sort (docs/product.md §2)', () => {
  it('shows all, newest first, by default', () => {
    expect(ids(filterAndSort(items, 'all', 'newest'))).toEqual([
      'new-assignment',
      'questions',
      'completed',
      'old-assignment',
    ]);
  });

  it('sorts oldest first', () => {
    expect(ids(filterAndSort(items, 'all', 'oldest'))).toEqual([
      'old-assignment',
      'completed',
      'questions',
      'new-assignment',
    ]);
  });

  it('filters unread, assignments and generated questions', () => {
    expect(ids(filterAndSort(items, 'unread', 'newest'))).toEqual([
      'new-assignment',
      'questions',
      'completed',
    ]);
    expect(ids(filterAndSort(items, 'assignments', 'newest'))).toEqual(['new-assignment', 'old-assignment']);
    expect(ids(filterAndSort(items, 'questions', 'newest'))).toEqual(['questions']);
  });

  it('labels the types with the three badges of docs/product.md §2', () => {
    expect(typeBadgeLabel('assignment_notification')).toBe('Assignment');
    expect(typeBadgeLabel('questions_generated')).toBe('Questions Ready');
    expect(typeBadgeLabel('assignment_completed')).toBe('Notification');
  });

  it('opens the assignment, else the text editor, else nothing', () => {
    const base = items[0] as LocalNotification;
    expect(notificationTarget({ ...base, assignment_uuid: 'u-1', text_id: 3 })).toBe('/assignments/u-1');
    expect(notificationTarget({ ...base, text_id: 3 })).toBe('/texts/3/edit');
    expect(notificationTarget(base)).toBeNull();
  });

  it('keeps only known filter and sort values in the search params', () => {
    expect(validateNotificationsSearch({ filter: 'unread', sort: 'oldest' })).toEqual({
      filter: 'unread',
      sort: 'oldest',
    });
    expect(validateNotificationsSearch({ filter: 'secret', sort: 3 })).toEqual({
      filter: undefined,
      sort: undefined,
    });
  });
});
