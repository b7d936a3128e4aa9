import { describe, expect, it } from 'vitest';
import { gradeBand, levelFit } from '#contract/reading-levels.ts';
import { COMPLETIONS_CONSIDERED, estimateLevel } from './estimate-level.ts';

describe('estimateLevel', () => {
  it('gives no level below two completed assignments', () => {
    expect(estimateLevel([])).toEqual({ level: null, low: null, high: null, based_on: 0 });
    expect(estimateLevel([{ textLevel: 4, score: 0.8 }])).toEqual({
      level: null,
      low: null,
      high: null,
      based_on: 1,
    });
  });

  it('moves each text level by how far the score left the 75–90 % band, and averages', () => {
    // Grade 4 at 100 %: 4 + (1 − 0.825) / 0.15 = 4 + 1.1667 = 5.1667.
    // Grade 6 at 60 %: 6 + (0.6 − 0.825) / 0.15 = 6 − 1.5 = 4.5.
    // Mean 4.8333; spread √((0.3333² + 0.3333²) / 2) = 0.3333 < 1, so the band is ±1: 3.8–5.8.
    expect(
      estimateLevel([
        { textLevel: 4, score: 1 },
        { textLevel: 6, score: 0.6 },
      ]),
    ).toEqual({ level: 4.8, low: 3.8, high: 5.8, based_on: 2 });
  });

  it('lets one text move the estimate at most two grades, and widens the band with the spread', () => {
    // Grade 2 at 100 %: +1.1667 → 3.1667. Grade 9 at 0 %: −5.5, held at −2 → 7.
    // Mean 5.0833; spread √((1.9167² + 1.9167²) / 2) = 1.9167: band 3.1667–7 → 3.2–7.
    expect(
      estimateLevel([
        { textLevel: 2, score: 1 },
        { textLevel: 9, score: 0 },
      ]),
    ).toEqual({ level: 5.1, low: 3.2, high: 7, based_on: 2 });
  });

  it('reads only the latest completions, and never goes below zero', () => {
    const latest = Array.from({ length: COMPLETIONS_CONSIDERED }, () => ({ textLevel: 0.5, score: 0.3 }));
    const older = Array.from({ length: 5 }, () => ({ textLevel: 12, score: 1 }));
    // Each of the latest points to 0.5 − 2 = −1.5; the estimate is held at 0 and the band at 0–1.
    expect(estimateLevel([...latest, ...older])).toEqual({
      level: 0,
      low: 0,
      high: 1,
      based_on: COMPLETIONS_CONSIDERED,
    });
  });
});

describe('levelFit', () => {
  const level = { level: 4.8, low: 3.8, high: 5.8, based_on: 2 };
  it('marks a text inside the band just right, above it hard, below it easy', () => {
    expect(levelFit(level, 5.8)).toBe('just_right');
    expect(levelFit(level, 3.8)).toBe('just_right');
    expect(levelFit(level, 5.9)).toBe('hard');
    expect(levelFit(level, 3.7)).toBe('easy');
  });

  it('says unknown without an estimate', () => {
    expect(levelFit({ level: null, low: null, high: null, based_on: 1 }, 4)).toBe('unknown');
    expect(levelFit(null, 4)).toBe('unknown');
  });
});

describe('gradeBand', () => {
  it('gives the two grades a level most likely lies in, centred on it', () => {
    expect(gradeBand(3.4)).toEqual({ low: 2, high: 3 });
    expect(gradeBand(3.5)).toEqual({ low: 3, high: 4 });
    expect(gradeBand(3.9)).toEqual({ low: 3, high: 4 });
    expect(gradeBand(0.2)).toEqual({ low: 0, high: 1 });
    expect(gradeBand(14.6)).toEqual({ low: 14, high: 15 });
  });
});
