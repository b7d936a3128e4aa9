import { describe, expect, it } from 'vitest';
import { wordIndexAt, wordsOf } from './spoken-words.ts';

const text = 'The fox ran,  fast!\nThen it slept.';
const words = wordsOf(text);

describe('spoken words', () => {
  it('splits a text at white space, punctuation kept on its word', () => {
    expect(words.map((word) => text.slice(word.start, word.end))).toEqual([
      'The',
      'fox',
      'ran,',
      'fast!',
      'Then',
      'it',
      'slept.',
    ]);
    expect(wordsOf('   ')).toEqual([]);
  });

  it('maps a boundary at a word’s first letter, inside it or at its end to that word', () => {
    expect(wordIndexAt(words, 0)).toBe(0);
    expect(wordIndexAt(words, text.indexOf('fox'))).toBe(1);
    expect(wordIndexAt(words, text.indexOf('fast') + 2)).toBe(3);
    expect(wordIndexAt(words, text.indexOf('slept.') + 5)).toBe(6);
  });

  it('maps a boundary on the space before a word to the word that follows', () => {
    expect(wordIndexAt(words, text.indexOf('  fast') + 1)).toBe(3);
    expect(wordIndexAt(words, text.indexOf('\n'))).toBe(4);
  });

  it('keeps the last word past the end, and finds nothing in a text without words', () => {
    expect(wordIndexAt(words, text.length + 10)).toBe(6);
    expect(wordIndexAt([], 0)).toBe(-1);
  });

  it('counts in UTF-16 units, as the Web Speech API does', () => {
    const emoji = '🦊 Fox';
    expect(wordIndexAt(wordsOf(emoji), emoji.indexOf('Fox'))).toBe(1);
  });
});
