import { asciiLetter, syllablesOfLetters } from './syllables.ts';

export interface Readability {
  wordCount: number;
  /** Flesch–Kincaid grade level, ≥ 0, one decimal. */
  readingLevel: number;
}

/** Letters (with their combining marks, as in Arabic vowel signs) and digits make words. */
const wordCharacter = /[\p{L}\p{M}\p{N}]/u;
const isAsciiWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Whether a code point belongs to a word; the regex runs only for non-ASCII. */
const isWordChar = (charCode: number) =>
  charCode < 128 ? isAsciiWordChar(charCode) : wordCharacter.test(String.fromCodePoint(charCode));
const joiners = new Set(["'", '’', '-'].map((c) => c.charCodeAt(0)));
const terminators = new Set(['.', '!', '?', '؟', '。'].map((c) => c.charCodeAt(0)));
const isSpace = (charCode: number) =>
  charCode === 32 || (charCode >= 9 && charCode <= 13) || charCode === 0xa0;

/**
 * Word count and Flesch–Kincaid grade (0.39·words/sentences + 11.8·syllables/words − 15.59) in
 * one pass over the text, without splitting it: it runs on every save of books of 100,000 words.
 * A sentence ends at a run of . ! ? followed by a space or the end, if it had a word.
 */
export function readabilityOf(text: string): Readability {
  let words = 0;
  let syllables = 0;
  let sentences = 0;
  let wordsInSentence = 0;
  let inWord = false;
  const letters: number[] = [];
  // One step past the end, as if at a space, closes the last word.
  for (let i = 0; i <= text.length; i++) {
    const charCode = i < text.length ? (text.codePointAt(i) as number) : 32;
    if (isWordChar(charCode)) {
      inWord = true;
      const letter = asciiLetter(charCode);
      if (letter !== undefined) letters.push(letter);
      if (charCode > 0xffff) i += 1; // the second half of a surrogate pair
      continue;
    }
    const next = text.codePointAt(i + 1);
    if (inWord && joiners.has(charCode) && next !== undefined && isWordChar(next)) continue;
    if (inWord) {
      words += 1;
      wordsInSentence += 1;
      syllables += syllablesOfLetters(letters);
      letters.length = 0;
      inWord = false;
    }
    if (terminators.has(charCode)) {
      while (terminators.has(text.charCodeAt(i + 1))) i += 1;
      const after = text.charCodeAt(i + 1);
      if ((Number.isNaN(after) || isSpace(after)) && wordsInSentence > 0) {
        sentences += 1;
        wordsInSentence = 0;
      }
    }
  }
  if (wordsInSentence > 0) sentences += 1;
  if (words === 0) return { wordCount: 0, readingLevel: 0 };
  const grade = 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
  return { wordCount: words, readingLevel: Math.max(0, Math.round(grade * 10) / 10) };
}
