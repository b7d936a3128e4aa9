import { type Sentence, sentenceText } from '../section-analysis.ts';
import { isContentWord, WORD_PATTERN } from '../text-words.ts';

/** True when most letters are Arabic: then the questions are asked in Arabic (`arabicQuestions`). */
export function isMostlyArabic(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const arabic = letters.filter((letter) => /\p{Script=Arabic}/u.test(letter)).length;
  return letters.length > 0 && arabic / letters.length >= 0.8;
}

/** A word without short vowels, shadda or tatweel, and with one spelling of alif, tā' marbūṭa and alif maqṣūra. */
export function plainArabic(word: string): string {
  return word
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');
}

const PREFIX = /^(?:وال|فال|بال|كال|لل|ال|و|ف|ب|ل)/;
const SUFFIX = /(?:ات|ون|ين|ان|ها|هم|يه|ه|ي)$/;

/**
 * A crude stem: the word without its article, a joined conjunction or preposition, and a plural,
 * dual or pronoun ending, each only when three letters are left ("والخلايا" and "الخلايا" are one
 * word). Enough to see a word come back in another paragraph; no Arabic parser is needed.
 */
export function arabicStem(word: string): string {
  let stem = plainArabic(word);
  const withoutPrefix = stem.replace(PREFIX, '');
  if (withoutPrefix.length >= 3) stem = withoutPrefix;
  const withoutSuffix = stem.replace(SUFFIX, '');
  if (withoutSuffix.length >= 3) stem = withoutSuffix;
  return stem;
}

/** The stems of a sentence's content words. */
export function contentStems(text: string): Set<string> {
  const words = (text.match(WORD_PATTERN) ?? []).filter(isContentWord);
  return new Set(words.map(arabicStem).filter((stem) => stem.length >= 3));
}

/** A sentence as a choice: without its closing full stop or exclamation mark. */
export function asChoice(sentence: Sentence): string {
  return sentenceText(sentence)
    .replace(/[.!…]+$/u, '')
    .trim();
}

/** How many words a sentence has. */
export const wordCount = (sentence: Sentence) => sentence.tokens.length;

/**
 * A sentence that can stand as a choice on its own: a statement (no question, no footnote mark,
 * no quotation marks to pair) of a readable length.
 */
export function isPlainStatement(sentence: Sentence, maxWords = 16): boolean {
  const text = sentenceText(sentence);
  const words = wordCount(sentence);
  return words >= 4 && words <= maxWords && !/[؟?[\]«»"“”:]/u.test(text) && /[.!]$/u.test(text);
}

/**
 * Whether another question shows this statement: its text, or one holding it or held by it (a
 * sentence's first clause is shown by the whole sentence, and shows part of it), as `plainArabic`
 * spells them.
 */
export function isShownIn(text: string, shown: ReadonlySet<string>): boolean {
  const plain = plainArabic(text);
  return [...shown].some((other) => other.includes(plain) || plain.includes(other));
}
