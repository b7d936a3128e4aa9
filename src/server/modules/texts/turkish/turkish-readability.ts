import type { Readability } from '../readability.ts';
import { splitTurkishSentences } from './turkish-sentences.ts';

/** Turkish vowels, with the circumflexed ones of loanwords: each is one syllable. */
const VOWELS = new Set('aeıioöuüâîûAEIİOÖUÜÂÎÛ');
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
/** Whether each character seen so far is part of a word: the Unicode regex answers once per character. */
const wordChars = new Map<string, boolean>();
function isWordChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  let known = wordChars.get(char);
  if (known === undefined) {
    known = WORD_CHAR.test(char);
    wordChars.set(char, known);
  }
  return known;
}
const isJoiner = (char: string) => char === "'" || char === '’' || char === '-';

/**
 * Words and vowels of a sentence in one pass, without word strings (a book of 100,000 words is
 * graded on every import and save). A word is letters, marks and digits, joined by an apostrophe or
 * hyphen ("Ayşe'nin", "yarı-açık"); it has at least one syllable.
 */
function countWords(sentence: string): { words: number; syllables: number } {
  let words = 0;
  let syllables = 0;
  let inWord = false;
  let vowels = 0;
  for (let i = 0; i < sentence.length; i++) {
    const char = sentence[i] as string;
    if (isWordChar(char)) {
      inWord = true;
      if (VOWELS.has(char)) vowels += 1;
    } else if (!(inWord && isJoiner(char) && isWordChar(sentence[i + 1]))) {
      if (inWord) {
        words += 1;
        syllables += Math.max(1, vowels);
      }
      inWord = false;
      vowels = 0;
    }
  }
  if (inWord) {
    words += 1;
    syllables += Math.max(1, vowels);
  }
  return { words, syllables };
}

/**
 * Ateşman's reading ease (1997) → a US-grade-like level, so Turkish and English texts share one
 * scale (docs/readability.md). Each of Ateşman's bands maps linearly onto grades:
 * 90–100 very easy → 4–2, 70–90 easy → 6–4, 50–70 medium → 8–6, 30–50 difficult → 10–8,
 * 0–30 very difficult → 16–10; past either end the last slope goes on, and the level is at least 0.
 */
const ANCHORS: [score: number, grade: number][] = [
  [100, 2],
  [90, 4],
  [70, 6],
  [50, 8],
  [30, 10],
  [0, 16],
];

export function gradeOfAtesman(score: number): number {
  let upper = ANCHORS[0] as [number, number];
  let lower = ANCHORS[1] as [number, number];
  for (let i = 1; i < ANCHORS.length - 1 && score < lower[0]; i++) {
    upper = lower;
    lower = ANCHORS[i + 1] as [number, number];
  }
  const slope = (lower[1] - upper[1]) / (upper[0] - lower[0]);
  return Math.max(0, upper[1] + (upper[0] - score) * slope);
}

/** 198.825 − 40.175·syllables/word − 2.610·words/sentence, where a Turkish syllable is a vowel. */
export const atesmanScore = (words: number, syllables: number, sentences: number) =>
  198.825 - 40.175 * (syllables / words) - 2.61 * (words / sentences);

/**
 * Where a sentence's clauses part: ; : — – and a comma before a joining word (", ve", ", ama",
 * ", çünkü"). A tale's long sentence of joined clauses reads as its clauses (docs/readability.md).
 */
const CLAUSE_BREAK = /[;:—–]|,\s*(?=(?:ve|ama|fakat|ancak|çünkü|oysa|yoksa|sonra|veya|ya da|ki)[\s,])/iu;

/**
 * Word count and the grade from Ateşman's formula of a Turkish text given as its paragraphs, with
 * words per clause in place of words per sentence.
 */
export function turkishReadabilityOf(paragraphs: readonly string[]): Readability {
  let words = 0;
  let syllables = 0;
  let clauses = 0;
  for (const paragraph of paragraphs) {
    for (const sentence of splitTurkishSentences(paragraph)) {
      for (const clause of sentence.split(CLAUSE_BREAK)) {
        const counted = countWords(clause);
        if (counted.words === 0) continue;
        clauses += 1;
        words += counted.words;
        syllables += counted.syllables;
      }
    }
  }
  if (words === 0) return { wordCount: 0, readingLevel: 0 };
  const grade = gradeOfAtesman(atesmanScore(words, syllables, clauses));
  return { wordCount: words, readingLevel: Math.round(grade * 10) / 10 };
}
