import { describe, expect, it } from 'vitest';
import { formatRelativeTime, unreadBadgeLabel } from './relative-time.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('relative time of notifications (docs/product.md §9)', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MINUTE, '1m ago'],
    [59 * MINUTE + 59_000, '59m ago'],
    [60 * MINUTE, '1h ago'],
    [23 * 60 * MINUTE + 59 * MINUTE, '23h ago'],
    [24 * 60 * MINUTE, '1d ago'],
    [7 * 24 * 60 * MINUTE - 1, '6d ago'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(expected);
  });

  it('shows the local date from 7 days on', () => {
    const at = ago(7 * 24 * 60 * MINUTE);
    expect(formatRelativeTime(at, now)).toBe(new Date(at).toLocaleDateString());
  });

  it('treats a timestamp slightly in the future (clock skew) as just now', () => {
    expect(formatRelativeTime(ago(-5000), now)).toBe('Just now');
  });
});

describe('unread badge (docs/product.md §2)', () => {
  it('shows the count up to 99, then 99+', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(99)).toBe('99');
    expect(unreadBadgeLabel(100)).toBe('99+');
    expect(unreadBadgeLabel(1234)).toBe('99+');
  });
});
