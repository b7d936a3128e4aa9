import { describe, expect, it } from 'vitest';
import { countsOf, fleschKincaidOf, ReadabilityCounter, readabilityOf } from './readability.ts';

const syllablesOf = (word: string) => {
  const counter = new ReadabilityCounter();
  counter.add(word);
  return counter.counts().syllables;
};

describe('syllables of a word', () => {
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
    ['yesterday', 3], // a leading y is a consonant
    ['hopes', 1], // silent -es
    ['played', 1], // -ed after a vowel stays silent too, as one vowel group
    ['able', 2], // a final -le keeps its e
  ])('%s has %i', (word, syllables) => {
    expect(syllablesOf(word)).toBe(syllables);
  });
});

describe('fleschKincaidOf (other languages)', () => {
  it('grades a very easy sentence at 0 (never below)', () => {
    // 6 words, 1 sentence, 6 syllables: 0.39·6 + 11.8·1 − 15.59 = −1.45 → 0
    expect(fleschKincaidOf(['The cat sat on the mat.'])).toEqual({ wordCount: 6, readingLevel: 0 });
  });

  it('grades a plain two-sentence passage', () => {
    // 14 words, 2 sentences, 18 syllables: 0.39·7 + 11.8·18/14 − 15.59 = 2.3
    const text = 'The little dog ran to the park. He played with a happy elephant there.';
    expect(fleschKincaidOf([text])).toEqual({ wordCount: 14, readingLevel: 2.3 });
  });

  it('grades a long, polysyllabic sentence high', () => {
    // 14 words, 1 sentence, 42 syllables: 0.39·14 + 11.8·3 − 15.59 = 25.3
    const text =
      'Comprehensive educational evaluation necessitates considerable administrative coordination, ' +
      'particularly regarding individualized instructional accommodations and documentation.';
    const { wordCount, readingLevel } = fleschKincaidOf([text]);
    expect(wordCount).toBe(14);
    expect(readingLevel).toBeGreaterThan(20);
  });

  it('counts words of any script and gives an empty text zero', () => {
    expect(fleschKincaidOf(['ما هو السرطان؟ من أين تأتي الحياة؟']).wordCount).toBe(7);
    expect(fleschKincaidOf(['  '])).toEqual({ wordCount: 0, readingLevel: 0 });
  });
});

describe('fleschKincaidOf across scripts', () => {
  it('keeps Arabic vowel signs inside their word', () => {
    expect(fleschKincaidOf(['حسنًا! إن أردنا أن نفهم.']).wordCount).toBe(5);
  });

  it('joins contractions and hyphenated words, and ignores decimal points as sentence ends', () => {
    expect(fleschKincaidOf(["Don't stop the well-known song at 3.5 minutes."])).toEqual({
      wordCount: 9,
      readingLevel: expect.any(Number),
    });
  });

  it('ends a sentence only where a run of terminators meets a space or the end', () => {
    // 4 words, 17 syllables: 2 sentences grade 0.39·2 + 11.8·17/4 − 15.59 = 35.3, one grades 36.1
    expect(fleschKincaidOf(['Comprehensive evaluation!!! Considerable coordination.']).readingLevel).toBe(
      35.3,
    );
    expect(fleschKincaidOf(['Comprehensive evaluation!!!Considerable coordination.']).readingLevel).toBe(
      36.1,
    );
  });

  it('reads characters outside the BMP as one character: letters join words, emoji do not', () => {
    expect(fleschKincaidOf(['𝐀𝐁𝐂 wrote 😀 a note.']).wordCount).toBe(4);
    // 4 words, 5 syllables ("band-𝐀" is one word of one syllable): 0.39·4 + 11.8·5/4 − 15.59 = 0.7
    expect(fleschKincaidOf(['The rock’n’roll band-𝐀 played.'])).toEqual({ wordCount: 4, readingLevel: 0.7 });
  });
});

describe('fleschKincaidOf a text given as paragraphs', () => {
  it('reads paragraphs as the text they make when joined with blank lines', () => {
    const paragraphs = [
      'Chapter One',
      'The fox’s den was well-hidden. It waited',
      'there… until dusk!',
      '3.5',
    ];
    expect(fleschKincaidOf(paragraphs)).toEqual(fleschKincaidOf([paragraphs.join('\n\n')]));
    expect(fleschKincaidOf(paragraphs).wordCount).toBe(14); // "3.5" is two words, as in the test above
  });

  it('lets a sentence without its terminator go on into the next paragraph, and ends one at a paragraph’s end', () => {
    // One sentence of 4 words, 17 syllables grades 36.1; two sentences grade 35.3.
    expect(fleschKincaidOf(['Comprehensive evaluation', 'considerable coordination.']).readingLevel).toBe(
      36.1,
    );
    expect(fleschKincaidOf(['Comprehensive evaluation.', 'Considerable coordination']).readingLevel).toBe(
      35.3,
    );
  });
});

describe('counts of clauses and unfamiliar words', () => {
  it('ends a clause at ; : — and at a comma before a joining word, not at every comma', () => {
    expect(countsOf(['The king was old; and he had three sons, and they were brave.'])).toMatchObject({
      words: 13,
      sentences: 1,
      clauses: 3,
    });
    expect(countsOf(['Tom, the boy, ran — fast.'])).toMatchObject({ sentences: 1, clauses: 2 });
    expect(countsOf(['Tom, the boy, ran fast.'])).toMatchObject({ sentences: 1, clauses: 1 });
  });

  it('counts lower-case words off the familiar list, not names or their other forms', () => {
    // ogre, casement, struck (strike is not on the list), wick; "knelt" is kneel, "Gerda" a name.
    expect(countsOf(['The ogre knelt by the casement, and Gerda struck the wick.'])).toMatchObject({
      words: 11,
      clauses: 2,
      unfamiliar: 4,
    });
  });
});

describe("readabilityOf (the children's-book grade, English)", () => {
  it('works out 0.1·words/clauses + 5.9·syllables/words + 30·unfamiliar/words − 6.27', () => {
    // 6 words, 1 clause, 6 syllables, none unfamiliar: 0.6 + 5.9 − 6.27 = 0.23 → 0.2
    expect(readabilityOf(['The cat sat on the mat.'])).toEqual({ wordCount: 6, readingLevel: 0.2 });
    // 11 words, 2 clauses, 14 syllables, 4 unfamiliar: 0.55 + 7.509 + 10.909 − 6.27 = 12.698 → 12.7
    expect(readabilityOf(['The ogre knelt by the casement, and Gerda struck the wick.']).readingLevel).toBe(
      12.7,
    );
  });

  it("grades an old tale's sentence of clauses joined by semicolons as its clauses, far below Flesch–Kincaid", () => {
    const tale =
      'The old man went into the wood to cut sticks; and when he came home his wife had gone, and ' +
      'the house was cold, and the fire was out; so he sat down by the door and cried.';
    expect(fleschKincaidOf([tale]).readingLevel).toBeGreaterThan(10);
    expect(readabilityOf([tale]).readingLevel).toBeLessThan(3);
  });

  it('grades the same words harder when fewer of them are words a child knows', () => {
    const plain = readabilityOf(['The old man sat by the fire and ate his bread.']).readingLevel;
    const rare = readabilityOf(['The old sage sat by the hearth and ate his bannock.']).readingLevel;
    expect(rare).toBeGreaterThan(plain + 3);
  });
});
