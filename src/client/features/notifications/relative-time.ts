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
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return at.toLocaleDateString();
}

/** The full timestamp of the Notifications screen, in the browser's locale (docs/product.md §9). */
export const formatFullTimestamp = (timestamp: string) => new Date(timestamp).toLocaleString();

/** docs/product.md §9: the unread badge caps at '99+'. */
export const unreadBadgeLabel = (count: number) => (count > 99 ? '99+' : String(count));
