import type { CommonWords } from './format-duration.ts';

/** A date picked without a time is stored as the end of that day in UTC (the server's rule). */
const END_OF_UTC_DAY = /T23:59:59(\.999)?(Z|\+00:00)$/;

/**
 * The due date in the interface's language (docs/product.md §9). A date-only due date is shown as the
 * day that was picked, in every time zone; 'No due date' (`common` catalogue) when there is none.
 */
export function formatDueDate(dueDate: string | null | undefined, locale: string, t: CommonWords): string {
  if (!dueDate) return t('dueDate.none');
  const date = new Date(dueDate);
  if (Number.isNaN(date.getTime())) return dueDate;
  const timeZone = END_OF_UTC_DAY.test(dueDate) ? 'UTC' : undefined;
  return date.toLocaleDateString(locale, { timeZone, year: 'numeric', month: 'short', day: 'numeric' });
}
