import { describe, expect, it } from 'vitest';
import { gradeBand, levelFit } from '#contract/reading-levels.ts';
import { COMPLETIONS_CONSIDERED, estimateLevel } from './estimate-level.ts';

/** The estimate from completions given as [text level, score] pairs, newest first. */
const estimateFrom = (...read: [textLevel: number, score: number][]) =>
  estimateLevel(read.map(([textLevel, score]) => ({ textLevel, score })));

describe('estimateLevel', () => {
  it('gives no level below three completed assignments', () => {
    expect(estimateLevel([])).toEqual({ level: null, low: null, high: null, based_on: 0 });
    expect(estimateFrom([4, 0.8], [5, 0.8])).toEqual({ level: null, low: null, high: null, based_on: 2 });
  });

  it('keeps the level and its band within the texts read ± two grades', () => {
    // Grade 5 at 0 % twice: 5 − 2 = 3 each; grade 5 at 100 %: 5 + 1.1667 = 6.1667. Mean 4.0556;
    // spread √((1.0556² · 2 + 2.1111²) / 3) = 1.4928: band 2.5628–5.5484, its low held at 5 − 2 = 3.
    expect(estimateFrom([5, 0], [5, 0], [5, 1])).toEqual({ level: 4.1, low: 3, high: 5.5, based_on: 3 });
  });

  it('moves each text level by how far the score left the 75–90 % band, and averages', () => {
    // Grade 4 at 100 %: 4 + (1 − 0.825) / 0.15 = 4 + 1.1667 = 5.1667.
    // Grade 6 at 60 %: 6 + (0.6 − 0.825) / 0.15 = 6 − 1.5 = 4.5.
    // Grade 5 at 82.5 %: 5. Mean (5.1667 + 4.5 + 5) / 3 = 4.8889; spread √((0.2778² + 0.3889² + 0.1111²) / 3)
    // = 0.2832 < 1, so the band is ±1: 3.9–5.9.
    expect(estimateFrom([4, 1], [6, 0.6], [5, 0.825])).toEqual({
      level: 4.9,
      low: 3.9,
      high: 5.9,
      based_on: 3,
    });
  });

  it('lets one text move the estimate at most two grades, and widens the band with the spread', () => {
    // Grade 2 at 100 % twice: +1.1667 → 3.1667. Grade 9 at 0 %: −5.5, held at −2 → 7.
    // Mean 4.4444; spread √((1.2778² · 2 + 2.5556²) / 3) = 1.8070: band 2.6374–6.2515 → 2.6–6.3.
    expect(estimateFrom([2, 1], [9, 0], [2, 1])).toEqual({ level: 4.4, low: 2.6, high: 6.3, based_on: 3 });
  });

  it('reads only the latest completions, and never goes below zero', () => {
    const latest = Array.from({ length: COMPLETIONS_CONSIDERED }, () => ({ textLevel: 0.5, score: 0.3 }));
    const older = Array.from({ length: 5 }, () => ({ textLevel: 12, score: 1 }));
    // Each of the latest points to 0.5 − 2 = −1.5; the estimate is held at 0, the band at 0–1.
    expect(estimateLevel([...latest, ...older])).toEqual({
      level: 0,
      low: 0,
      high: 1,
      based_on: COMPLETIONS_CONSIDERED,
    });
  });
});

describe('levelFit', () => {
  const level = { level: 4.8, low: 3.8, high: 5.8, based_on: 3 };
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
