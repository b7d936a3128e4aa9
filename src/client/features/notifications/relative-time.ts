import { i18n } from '#client/i18n/i18n.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * docs/product.md §9 (notifications): under 1 minute 'Just now', then 'Nm ago' under 60 minutes, 'Nh ago' under
 * 24 hours, 'Nd ago' under 7 days, otherwise the local date.
 */
export function formatRelativeTime(timestamp: string, now: Date = new Date()): string {
  const at = new Date(timestamp);
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  const ago = (key: 'minutes' | 'hours' | 'days', count: number) =>
    i18n.t(`ago.${key}`, { ns: 'notifications', count });
  if (elapsed < MINUTE) return i18n.t('ago.justNow', { ns: 'notifications' });
  if (elapsed < HOUR) return ago('minutes', Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return ago('hours', Math.floor(elapsed / HOUR));
  if (elapsed < 7 * DAY) return ago('days', Math.floor(elapsed / DAY));
  return at.toLocaleDateString(i18n.resolvedLanguage);
}

/** The full timestamp of the Notifications screen, in the language on screen (docs/product.md §9). */
export const formatFullTimestamp = (timestamp: string) =>
  new Date(timestamp).toLocaleString(i18n.resolvedLanguage);

/** docs/product.md §9: the unread badge caps at '99+'. */
export const unreadBadgeLabel = (count: number) => (count > 99 ? '99+' : String(count));
