import { describe, expect, it } from 'vitest';
import { i18n } from '#client/i18n/i18n.ts';
import { praiseFor as praiseKey } from './praise.ts';

const praiseFor = (score: number) => i18n.t(`praise.${praiseKey(score)}`, { ns: 'summary' });

describe('praiseFor', () => {
  it('fits the word to the score, warm at every level', () => {
    expect(praiseFor(100)).toBe('Brilliant reading!');
    expect(praiseFor(75)).toBe('Great work!');
    expect(praiseFor(50)).toBe('Good effort — keep going!');
    expect(praiseFor(0)).toBe('Nice try! Reading the story again will help.');
  });
});
