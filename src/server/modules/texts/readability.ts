export interface Readability {
  wordCount: number;
  /** Flesch–Kincaid grade level, ≥ 0, one decimal. */
  readingLevel: number;
}

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const hasWord = /[\p{L}\p{N}]/u;

const [A, Z, a, z] = ['A', 'Z', 'a', 'z'].map((letter) => letter.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
];
const [E, S, D, L, Y] = ['e', 's', 'd', 'l', 'y'].map((letter) => letter.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
  number,
];
const vowels = new Set([...'aeiouy'].map((letter) => letter.charCodeAt(0)));
const isVowelOrL = (code: number | undefined) => code === L || (code !== undefined && vowels.has(code));

/**
 * Syllables of an English word by vowel groups, with the usual corrections for a silent final
 * "e" and "-es"/"-ed" endings; at least one per word (so non-Latin words count as one). A loop
 * over char codes, not regular expressions: it runs once per word of every saved book.
 */
export function countSyllables(word: string): number {
  const letters: number[] = [];
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= a && code <= z) letters.push(code);
    else if (code >= A && code <= Z) letters.push(code + 32);
  }
  let end = letters.length;
  if (end <= 3) return 1;
  const last = letters[end - 1];
  if (last === E && !isVowelOrL(letters[end - 2])) end -= 1;
  else if ((last === S || last === D) && letters[end - 2] === E && !isVowelOrL(letters[end - 3])) end -= 2;
  let groups = 0;
  let inVowels = false;
  for (let i = letters[0] === Y ? 1 : 0; i < end; i++) {
    const vowel = vowels.has(letters[i] as number);
    if (vowel && !inVowels) groups += 1;
    inVowels = vowel;
  }
  return Math.max(1, groups);
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
