import type { NotificationFilter, NotificationSort } from './notification-filters.ts';

export interface NotificationsSearch {
  filter?: NotificationFilter;
  sort?: NotificationSort;
}

const filters: readonly string[] = ['all', 'unread', 'assignments', 'questions'];
const sorts: readonly string[] = ['newest', 'oldest'];

/** Plain validation (no zod: route definitions stay in the first chunk); unknown values fall back to defaults. */
export const validateNotificationsSearch = (search: Record<string, unknown>): NotificationsSearch => ({
  filter:
    typeof search.filter === 'string' && filters.includes(search.filter)
      ? (search.filter as NotificationFilter)
      : undefined,
  sort:
    typeof search.sort === 'string' && sorts.includes(search.sort)
      ? (search.sort as NotificationSort)
      : undefined,
});
