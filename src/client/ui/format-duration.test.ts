import { describe, expect, it } from 'vitest';
import { i18n } from '#client/i18n/i18n.ts';
import { formatReadingTime as formatWith } from './format-duration.ts';

const formatReadingTime = (seconds: number) => formatWith(seconds, i18n.getFixedT('en'));

describe('formatReadingTime', () => {
  it('shows seconds for a short reading instead of "0 min"', () => {
    expect(formatReadingTime(0)).toBe('0 s');
    expect(formatReadingTime(45)).toBe('45 s');
  });

  it('shows minutes and seconds under ten minutes', () => {
    expect(formatReadingTime(60)).toBe('1 min');
    expect(formatReadingTime(185)).toBe('3 min 5 s');
    expect(formatReadingTime(599)).toBe('9 min 59 s');
  });

  it('shows whole minutes and hours from ten minutes on', () => {
    expect(formatReadingTime(600)).toBe('10 min');
    expect(formatReadingTime(3725)).toBe('1 h 2 min');
  });
});

describe('formatReadingTime in Turkish', () => {
  it('uses the Turkish units', async () => {
    await i18n.loadLanguages('tr');
    const turkish = i18n.getFixedT('tr');
    expect(formatWith(45, turkish)).toBe('45 sn');
    expect(formatWith(185, turkish)).toBe('3 dk 5 sn');
    expect(formatWith(3725, turkish)).toBe('1 sa 2 dk');
  });
});
