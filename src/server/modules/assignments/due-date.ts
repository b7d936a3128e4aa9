import { validationError } from '../../http-error.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The due date as stored: a date-only value (the date picker) means the end of that day in UTC.
 * A date before today, or a date-time already past, is refused with the field's 422.
 */
export function parseDueDate(value: string | null | undefined, now = new Date()): Date | null {
  if (!value) return null;
  const dateOnly = DATE_ONLY.test(value);
  const due = new Date(dateOnly ? `${value}T23:59:59.999Z` : value);
  const past = dateOnly ? value < now.toISOString().slice(0, 10) : due.getTime() <= now.getTime();
  if (Number.isNaN(due.getTime()) || past) {
    throw validationError({ due_date: ['The due date field must be a date after or equal to today.'] });
  }
  return due;
}
