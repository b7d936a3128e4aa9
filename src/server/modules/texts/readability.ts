import { SyllableCounter } from './syllables.ts';

export interface Readability {
  wordCount: number;
  /** Flesch–Kincaid grade level, ≥ 0, one decimal. */
  readingLevel: number;
}

// What a UTF-16 code unit (or the code point starting at it) is to the word and sentence rules.
const OTHER = 0;
/** An ASCII letter: part of a word, and counted for syllables. */
const LETTER = 1;
/** A digit or a non-ASCII letter or mark, as in Arabic vowel signs: part of a word. */
const WORD_CHAR = 2;
/** A word character outside the BMP: a surrogate pair, two code units. */
const WORD_PAIR = 3;
/** ' ’ - keep a word going when a word character follows ("don't", "well-known"). */
const JOINER = 4;
/** . ! ? ؟ 。 end a sentence when a space or the end follows. */
const TERMINATOR = 5;

const asciiKinds = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  asciiKinds[c] = letter ? LETTER : c >= 48 && c <= 57 ? WORD_CHAR : OTHER;
}
for (const c of "'-") asciiKinds[c.charCodeAt(0)] = JOINER;
for (const c of '.!?') asciiKinds[c.charCodeAt(0)] = TERMINATOR;

const wordCharacter = /[\p{L}\p{M}\p{N}]/u;
/** The regex's answer per BMP code unit (0 not asked yet, 1 yes, 2 no): books repeat their few non-ASCII characters. */
const bmpWordChars = new Uint8Array(0x10000);
function isBmpWordChar(charCode: number): boolean {
  if (bmpWordChars[charCode] === 0)
    bmpWordChars[charCode] = wordCharacter.test(String.fromCharCode(charCode)) ? 1 : 2;
  return bmpWordChars[charCode] === 1;
}

function nonAsciiKind(text: string, i: number, charCode: number): number {
  if (charCode === 0x2019) return JOINER;
  if (charCode === 0x061f || charCode === 0x3002) return TERMINATOR;
  const low = text.charCodeAt(i + 1);
  if (charCode >= 0xd800 && charCode <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
    const pair = String.fromCharCode(charCode, low);
    return wordCharacter.test(pair) ? WORD_PAIR : OTHER;
  }
  return isBmpWordChar(charCode) ? WORD_CHAR : OTHER;
}

const kindAt = (text: string, i: number): number => {
  const charCode = text.charCodeAt(i);
  return charCode < 128 ? (asciiKinds[charCode] as number) : nonAsciiKind(text, i, charCode);
};
const isWordKind = (kind: number) => kind === LETTER || kind === WORD_CHAR || kind === WORD_PAIR;
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
  const syllableCounter = new SyllableCounter();
  // One step past the end, as if at a space, closes the last word.
  for (let i = 0; i <= text.length; i++) {
    const charCode = i < text.length ? text.charCodeAt(i) : 32;
    const kind = charCode < 128 ? (asciiKinds[charCode] as number) : nonAsciiKind(text, i, charCode);
    if (kind === LETTER) syllableCounter.add(charCode | 32); // | 32 lower-cases
    if (isWordKind(kind)) {
      inWord = true;
      if (kind === WORD_PAIR) i += 1;
      continue;
    }
    if (inWord && kind === JOINER && i + 1 < text.length && isWordKind(kindAt(text, i + 1))) continue;
    if (inWord) {
      words += 1;
      wordsInSentence += 1;
      syllables += syllableCounter.take();
      inWord = false;
    }
    if (kind === TERMINATOR) {
      while (i + 1 < text.length && kindAt(text, i + 1) === TERMINATOR) i += 1;
      if ((i + 1 === text.length || isSpace(text.charCodeAt(i + 1))) && wordsInSentence > 0) {
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
