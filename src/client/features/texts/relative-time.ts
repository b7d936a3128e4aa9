const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * docs/product.md §9 relative time of text lists: under 60 s 'Just now', then minutes, hours, days (under 30),
 * months (under 12), years. A time in the future (a clock ahead of this device) counts as now.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < MINUTE) return 'Just now';
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return ago(Math.floor(seconds / HOUR), 'hour');
  if (seconds < MONTH) return ago(Math.floor(seconds / DAY), 'day');
  const months = Math.floor(seconds / MONTH);
  if (months < 12 && seconds < YEAR) return ago(months, 'month');
  return ago(Math.max(1, Math.floor(seconds / YEAR)), 'year');
}
