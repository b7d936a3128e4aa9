import type { TextCounts } from './readability.ts';

/** 0.39·words/sentences + 11.8·syllables/words − 15.59. */
export const fleschKincaidGrade = (c: TextCounts) =>
  0.39 * (c.words / c.sentences) + 11.8 * (c.syllables / c.words) - 15.59;

/**
 * Coefficients of the children's-book grade (docs/readability.md): clause length and unfamiliar
 * words weigh as in the New Dale–Chall formula turned into grades (0.0496 and 0.1579 a percent,
 * twice over), syllables at half Flesch–Kincaid's weight since word familiarity carries the rest;
 * the constant puts the median of FairytaleQA's training tales (K–8) at grade 4 (bench:levels).
 */
export const CHILDRENS_GRADE = {
  wordsPerClause: 0.1,
  syllablesPerWord: 5.9,
  unfamiliarShare: 30,
  constant: -6.27,
};

/**
 * A US grade for a children's book: clause length, how many words a child is unlikely to know, and
 * syllables a word (docs/readability.md). Clauses rather than sentences, so an old tale's sentence
 * of four clauses joined by semicolons reads as the four short clauses a child hears.
 */
export function childrensGrade(c: TextCounts, k = CHILDRENS_GRADE): number {
  return (
    k.wordsPerClause * (c.words / c.clauses) +
    k.syllablesPerWord * (c.syllables / c.words) +
    k.unfamiliarShare * (c.unfamiliar / c.words) +
    k.constant
  );
}
