import { describe, expect, it } from 'vitest';
import { scoreSeries } from './score-series.ts';

describe('scoreSeries', () => {
  it('gives each pupil a series of their own, so no line joins two children', () => {
    const { data, series } = scoreSeries(
      [
        { at: '2026-12-09T10:00:00Z', score_percent: 40, pupil_name: 'Ben' },
        { at: '2026-12-08T10:00:00Z', score_percent: 90, pupil_name: 'Ada' },
        { at: '2026-12-05T10:00:00Z', score_percent: 70, pupil_name: 'Ben' },
      ],
      'en-US',
      'Score %',
    );
    expect(series).toEqual(['Ben', 'Ada']);
    expect(data).toEqual([
      { when: 'Dec 5', Ben: 70 },
      { when: 'Dec 8', Ada: 90 },
      { when: 'Dec 9', Ben: 40 },
    ]);
  });

  it('adds the time where two points fall on one day, and names a pupil’s own series', () => {
    const { data, series } = scoreSeries(
      [
        { at: '2026-12-07T12:30:00Z', score_percent: 80 },
        { at: '2026-12-07T12:05:00Z', score_percent: 60 },
      ],
      'en-US',
      'Score %',
    );
    expect(series).toEqual(['Score %']);
    expect(data.map((row) => row.when)).toEqual([
      expect.stringMatching(/^Dec 7, \d\d:05/),
      expect.stringMatching(/^Dec 7, \d\d:30/),
    ]);
    expect(new Set(data.map((row) => row.when)).size).toBe(2);
  });
});
