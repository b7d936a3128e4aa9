import type { Readability } from '../readability.ts';
import { splitTurkishSentences } from './turkish-sentences.ts';

/** A word: letters, marks and digits, joined by an apostrophe or hyphen ("Ayşe'nin", "yarı-açık"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
/** Turkish vowels, with the circumflexed ones of loanwords: each is one syllable. */
const VOWEL = /[aeıioöuüâîûAEIİOÖUÜÂÎÛ]/g;

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

/** Word count and the grade from Ateşman's formula of a Turkish text given as its paragraphs. */
export function turkishReadabilityOf(paragraphs: readonly string[]): Readability {
  let words = 0;
  let syllables = 0;
  let sentences = 0;
  for (const paragraph of paragraphs) {
    for (const sentence of splitTurkishSentences(paragraph)) {
      const found = sentence.match(WORD) ?? [];
      if (found.length === 0) continue;
      sentences += 1;
      words += found.length;
      for (const word of found) syllables += Math.max(1, word.match(VOWEL)?.length ?? 0);
    }
  }
  if (words === 0) return { wordCount: 0, readingLevel: 0 };
  const grade = gradeOfAtesman(atesmanScore(words, syllables, sentences));
  return { wordCount: words, readingLevel: Math.round(grade * 10) / 10 };
}
