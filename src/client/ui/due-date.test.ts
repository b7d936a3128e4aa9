import { describe, expect, it } from 'vitest';
import { endOfDayHere, today } from './due-date.ts';

describe('endOfDayHere', () => {
  it('is the last millisecond of the chosen day in this browser’s zone, with its offset', () => {
    const sent = endOfDayHere('2031-06-30');
    expect(sent).toMatch(/^2031-06-30T23:59:59\.999[+-]\d{2}:\d{2}$/);
    expect(new Date(sent).getTime()).toBe(new Date(2031, 5, 30, 23, 59, 59, 999).getTime());
  });

  it('keeps the date of today', () => {
    expect(endOfDayHere(today()).slice(0, 10)).toBe(today());
  });
});
