import { isStopword } from './text-words.ts';
import { isKnownWord } from './wordnet/base-forms.ts';

/**
 * Words already looked up: a blank is tried on several terms of a sentence, and each try reads the
 * same words again (a few thousand kept, then forgotten).
 */
const known = new Map<string, boolean>();
const MOST_KEPT = 4096;

/** A word English knows: a function word, or one WordNet has in any of its forms. */
export function isEnglishWord(word: string): boolean {
  const remembered = known.get(word);
  if (remembered !== undefined) return remembered;
  const english = isStopword(word) || isKnownWord(word);
  if (known.size >= MOST_KEPT) known.clear();
  known.set(word, english);
  return english;
}

/**
 * Whether a line is in English: half its lower-case words or more are English words (names, in
 * capitals, are left out of the count). A poem may quote French or German ("Et O ces voix d'enfants,
 * chantant dans la coupole!"), which the English tagger reads as nonsense.
 */
export function readsAsEnglish(text: string): boolean {
  const words = text.match(/(?<![\p{L}'’])\p{Ll}[\p{Ll}'’]*/gu) ?? [];
  if (words.length === 0) return true;
  return words.filter(isEnglishWord).length * 2 >= words.length;
}
