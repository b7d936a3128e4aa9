import { describe, expect, it } from 'vitest';
import { readabilityOf } from './readability.ts';
import { countSyllables } from './syllables.ts';

describe('countSyllables', () => {
  it.each([
    ['cat', 1],
    ['make', 1],
    ['jumped', 1],
    ['table', 2],
    ['happy', 2],
    ['elephant', 3],
    ['beautiful', 3],
    ['dictionary', 4],
    ['comprehension', 4],
  ])('%s has %i', (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables);
  });
});

describe('readabilityOf (Flesch–Kincaid grade)', () => {
  it('grades a very easy sentence at 0 (never below)', () => {
    // 6 words, 1 sentence, 6 syllables: 0.39·6 + 11.8·1 − 15.59 = −1.45 → 0
    expect(readabilityOf('The cat sat on the mat.')).toEqual({ wordCount: 6, readingLevel: 0 });
  });

  it('grades a plain two-sentence passage', () => {
    // 14 words, 2 sentences, 18 syllables: 0.39·7 + 11.8·18/14 − 15.59 = 2.3
    const text = 'The little dog ran to the park. He played with a happy elephant there.';
    expect(readabilityOf(text)).toEqual({ wordCount: 14, readingLevel: 2.3 });
  });

  it('grades a long, polysyllabic sentence high', () => {
    // 14 words, 1 sentence, 42 syllables: 0.39·14 + 11.8·3 − 15.59 = 25.3
    const text =
      'Comprehensive educational evaluation necessitates considerable administrative coordination, ' +
      'particularly regarding individualized instructional accommodations and documentation.';
    const { wordCount, readingLevel } = readabilityOf(text);
    expect(wordCount).toBe(14);
    expect(readingLevel).toBeGreaterThan(20);
  });

  it('counts words of any script and gives an empty text zero', () => {
    expect(readabilityOf('ما هو السرطان؟ من أين تأتي الحياة؟').wordCount).toBe(7);
    expect(readabilityOf('  ')).toEqual({ wordCount: 0, readingLevel: 0 });
  });
});

describe('readabilityOf across scripts', () => {
  it('keeps Arabic vowel signs inside their word', () => {
    expect(readabilityOf('حسنًا! إن أردنا أن نفهم.').wordCount).toBe(5);
  });

  it('joins contractions and hyphenated words, and ignores decimal points as sentence ends', () => {
    expect(readabilityOf("Don't stop the well-known song at 3.5 minutes.")).toEqual({
      wordCount: 9,
      readingLevel: expect.any(Number),
    });
  });
});
