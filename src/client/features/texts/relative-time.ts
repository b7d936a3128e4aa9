const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * docs/product.md §9 relative time of text lists: under 60 s `justNow` ('Just now'), then minutes, hours,
 * days (under 30), months (under 12), years, worded by Intl in `locale` ("2 minutes ago", "2 dakika önce").
 * A time in the future (a clock ahead of this device) counts as now.
 */
export function relativeTime(iso: string, locale: string, justNow: string, now: Date = new Date()): string {
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const ago = (count: number, unit: Intl.RelativeTimeFormatUnit) => words.format(-count, unit);
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < MINUTE) return justNow;
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return ago(Math.floor(seconds / HOUR), 'hour');
  if (seconds < MONTH) return ago(Math.floor(seconds / DAY), 'day');
  const months = Math.floor(seconds / MONTH);
  if (months < 12 && seconds < YEAR) return ago(months, 'month');
  return ago(Math.max(1, Math.floor(seconds / YEAR)), 'year');
}
