export interface Readability {
  wordCount: number;
  /** Flesch–Kincaid grade level, ≥ 0, one decimal. */
  readingLevel: number;
}

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const hasWord = /[\p{L}\p{N}]/u;

/**
 * Syllables of an English word by vowel groups, with the usual corrections for a silent final
 * "e" and "-es"/"-ed" endings; at least one per word (so non-Latin words count as one).
 */
export function countSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length <= 3) return 1;
  const trimmed = letters.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (ending) => ending[0] ?? '');
  const groups = trimmed.replace(/^y/, '').match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 0);
}

/** Word count and Flesch–Kincaid grade: 0.39·words/sentences + 11.8·syllables/words − 15.59. */
export function readabilityOf(text: string): Readability {
  const words = text.match(wordPattern) ?? [];
  if (words.length === 0) return { wordCount: 0, readingLevel: 0 };
  const sentences = Math.max(1, text.split(/[.!?؟。]+(?:\s|$)/u).filter((s) => hasWord.test(s)).length);
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  const grade = 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
  return { wordCount: words.length, readingLevel: Math.max(0, Math.round(grade * 10) / 10) };
}
