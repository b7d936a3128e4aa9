import { describe, expect, it } from 'vitest';
import { nextText } from './next-text.ts';

const text = (text_id: number, reading_level: number) => ({
  text_id,
  title: `Text ${text_id}`,
  reading_level,
});
const level = { level: 4.8, low: 3.8, high: 5.8, based_on: 3 };

describe('nextText', () => {
  it('picks the text nearest the level inside the just-right band, not given yet', () => {
    const texts = [text(1, 3.7), text(2, 4.9), text(3, 4.7), text(4, 5.9), text(5, 4.8)];
    // 5 (4.8) is given already; 2 (4.9) and 3 (4.7) are as near: the easier one.
    expect(nextText(level, texts, new Set([5]))).toEqual(text(3, 4.7));
    expect(nextText(level, texts, new Set([5, 3]))).toEqual(text(2, 4.9));
  });

  it('suggests nothing outside the band, for everything given, or without a level', () => {
    expect(nextText(level, [text(1, 3.7), text(4, 5.9)], new Set())).toBeNull();
    expect(nextText(level, [text(2, 4.9)], new Set([2]))).toBeNull();
    expect(
      nextText({ level: null, low: null, high: null, based_on: 2 }, [text(2, 4.9)], new Set()),
    ).toBeNull();
  });
});
