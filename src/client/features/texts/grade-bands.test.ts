import { describe, expect, it } from 'vitest';
import { inGradeBand } from './grade-bands.ts';

const texts = [0, 2.9, 3, 4.9, 5, 8.5, 9, 14].map((reading_level) => ({ reading_level }));
const levels = (list: { reading_level: number }[]) => list.map((text) => text.reading_level);

describe('My Texts by grade', () => {
  it('keeps the texts whose level falls in the band, its lower edge in and its upper edge out', () => {
    expect(levels(inGradeBand(texts, 'all'))).toEqual([0, 2.9, 3, 4.9, 5, 8.5, 9, 14]);
    expect(levels(inGradeBand(texts, '0-2'))).toEqual([0, 2.9]);
    expect(levels(inGradeBand(texts, '3-4'))).toEqual([3, 4.9]);
    expect(levels(inGradeBand(texts, '5-6'))).toEqual([5]);
    expect(levels(inGradeBand(texts, '7-8'))).toEqual([8.5]);
    expect(levels(inGradeBand(texts, '9+'))).toEqual([9, 14]);
  });
});
