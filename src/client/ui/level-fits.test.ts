import { describe, expect, it } from 'vitest';
import { i18n } from '#client/i18n/i18n.ts';
import type { LevelFit, TaughtPupilLevel } from '#contract/reading-levels.ts';
import { fitSummary, pupilFits } from './level-fits.ts';

const pupil = (user_id: number, name: string, over: Partial<TaughtPupilLevel>): TaughtPupilLevel => ({
  user_id,
  name,
  email: null,
  class_ids: [],
  level: null,
  low: null,
  high: null,
  based_on: 0,
  next_text: null,
  ...over,
});
const pupils = [
  pupil(1, 'Ada', {
    email: 'ada@example.test',
    level: 4.8,
    low: 3.8,
    high: 5.8,
    based_on: 2,
    class_ids: [7],
  }),
  pupil(2, 'Ben', { level: 2, low: 1, high: 3, based_on: 3, class_ids: [7] }),
  pupil(3, 'Cem', { class_ids: [7] }),
  pupil(4, 'Dee', { email: 'dee@example.test', level: 7, low: 6, high: 8, based_on: 4 }),
];

describe('the assign modal’s level marks', () => {
  it('marks a class’s pupils for a grade-5 text and sums them up', () => {
    const { suggestion, fits } = pupilFits(pupils, 5, { classId: 7, emails: [] });
    expect(suggestion).toBe(false);
    expect(fits.map((f) => [f.name, f.fit])).toEqual([
      ['Ada', 'just_right'],
      ['Ben', 'hard'],
      ['Cem', 'unknown'],
    ]);
    const words = (fit: LevelFit, count: number) => i18n.t(`levelFit.summary.${fit}`, { ns: 'ui', count });
    expect(fitSummary(fits, words)).toBe('Just right for 1 · hard for 1 · not enough reading yet for 1');
  });

  it('marks the known pupils among typed addresses, in any letter case', () => {
    const { fits } = pupilFits(pupils, 5, {
      classId: null,
      emails: ['DEE@example.test', 'new@example.test'],
    });
    expect(fits.map((f) => [f.name, f.fit])).toEqual([['Dee', 'easy']]);
  });

  it('suggests the pupils a text is just right for when nobody is chosen yet', () => {
    const { suggestion, fits } = pupilFits(pupils, 7.5, { classId: null, emails: [] });
    expect(suggestion).toBe(true);
    expect(fits.map((f) => f.name)).toEqual(['Dee']);
  });
});
