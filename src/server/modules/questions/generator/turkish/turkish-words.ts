import { lowerTr } from '../../../texts/turkish/turkish-case.ts';
import { stemOf, type TurkishSentence, wordsOf } from './turkish-section.ts';

/** Common words that say nothing of what a story is about (four letters or more; shorter ones never count). */
const STOP_WORDS = new Set([
  'için',
  'gibi',
  'daha',
  'sonra',
  'önce',
  'hemen',
  'fakat',
  'ancak',
  'çünkü',
  'değil',
  'kadar',
  'diye',
  'dedi',
  'sordu',
  'bugün',
  'orada',
  'burada',
  'şimdi',
  'zaman',
  'bütün',
  'hepsi',
  'artık',
  'bile',
  'yine',
  'bunu',
  'şunu',
  'onun',
  'bunun',
  'onlar',
  'bizim',
  'sizin',
  'kendi',
  'olan',
  'oldu',
  'olarak',
  'hiçbir',
  'biraz',
  'şöyle',
  'böyle',
  'öyle',
  'nasıl',
  'neden',
  'niçin',
  'bana',
  'benim',
  'senin',
  'veya',
]);

/** The stems of a sentence's content words: four letters or more, not a common word. */
export function contentStems(text: string): Set<string> {
  return new Set(
    wordsOf(text)
      .filter((word) => word.replace(/['’].*$/, '').length >= 4 && !STOP_WORDS.has(word))
      .map(stemOf),
  );
}

/**
 * A capitalised word after a word in the same sentence (or after a title's full stop, "Dr. Kaya"):
 * a name ("Elif"; "Pamuk’u" is Pamuk; capitalised words in a row are one name, "Hasan Efendi", unless the next has a suffix: "Dr. Kaya Pamuk’u" is Kaya and Pamuk). Sentences are split already, so a full stop inside one is an
 * abbreviation's.
 */
const NAME = /(?<=[\p{L}\p{M},;:.]\s+)\p{Lu}[\p{Ll}\p{M}]+(?:\s+\p{Lu}[\p{Ll}\p{M}]+(?![\p{L}\p{M}’']))*/gu;
/** Capitalised words that are titles or abbreviations, not characters. */
const NOT_NAMES = new Set(['dr', 'prof', 'doç', 'bay', 'bayan', 'sayın']);

/**
 * The section's characters: names capitalised in the middle of a sentence (not after its start, an
 * opening quote or a dialogue dash), without an apostrophe's suffix, most mentioned first.
 */
export function namesOf(sentences: readonly TurkishSentence[]): string[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const sentence of sentences) {
    for (const match of sentence.text.matchAll(NAME)) {
      const name = match[0];
      const key = lowerTr(name);
      if (NOT_NAMES.has(key)) continue;
      const entry = counts.get(key) ?? { name, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).map((entry) => entry.name);
}

/** Names a Turkish children's story often has: wrong choices when the section has too few of its own. */
export const STOCK_NAMES = ['Ali', 'Ayşe', 'Can', 'Deniz', 'Ece', 'Emre', 'Selin', 'Kerem'];
