import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-06-15T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relative time of text lists (docs/product.md §9)', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1 minute ago'],
    [59 * 60, '59 minutes ago'],
    [3600, '1 hour ago'],
    [23 * 3600 + 3599, '23 hours ago'],
    [86_400, '1 day ago'],
    [29 * 86_400, '29 days ago'],
    [30 * 86_400, '1 month ago'],
    [11 * 30 * 86_400, '11 months ago'],
    [364 * 86_400, '1 year ago'],
    [365 * 86_400, '1 year ago'],
    [3 * 365 * 86_400, '3 years ago'],
  ])('%i s ago reads %s', (seconds, label) => {
    expect(relativeTime(secondsAgo(seconds), 'en', 'Just now', now)).toBe(label);
  });

  it('treats a time ahead of the clock as now', () => {
    expect(relativeTime(secondsAgo(-120), 'en', 'Just now', now)).toBe('Just now');
  });

  it('is worded in the language on screen', () => {
    expect(relativeTime(secondsAgo(120), 'tr', 'Az önce', now)).toBe('2 dakika önce');
  });
});
