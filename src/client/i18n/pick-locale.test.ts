import { describe, expect, it } from 'vitest';
import { pickLocale } from './pick-locale.ts';

describe('pickLocale', () => {
  it("takes the person's choice over the browser's", () => {
    expect(pickLocale('tr', ['en-US'])).toBe('tr');
    expect(pickLocale('en', ['tr-TR'])).toBe('en');
  });

  it("follows the browser's first language we have when there is no choice", () => {
    expect(pickLocale(null, ['tr-TR', 'en'])).toBe('tr');
    expect(pickLocale(undefined, ['de-DE', 'TR'])).toBe('tr');
    expect(pickLocale(null, ['en-GB', 'tr'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(pickLocale(null, ['de-DE', 'fr'])).toBe('en');
    expect(pickLocale(null, [])).toBe('en');
  });
});
