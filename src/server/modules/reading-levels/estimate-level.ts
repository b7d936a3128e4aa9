import { MIN_COMPLETIONS_FOR_LEVEL, type ReadingLevel } from '#contract/reading-levels.ts';

/** One completed assignment as evidence: the text's level and the share right, 0–1. */
export interface Completion {
  textLevel: number;
  score: number;
}

/** The middle of the 75–90 % band where a text is "just right" (docs/reading-levels.md). */
const TARGET_SCORE = 0.825;
/** Every 15 points above or below the band's middle moves the estimate one grade. */
const SCORE_PER_GRADE = 0.15;
/** One text says at most this many grades about a pupil: a 100 % on an easy text is not proof of grade 12. */
const MOST_GRADES_PER_TEXT = 2;
/** The narrowest half-band of "just right" text levels around the estimate. */
const MIN_HALF_BAND = 1;
/** The latest completions an estimate uses: a pupil's reading grows. */
export const COMPLETIONS_CONSIDERED = 10;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The level one completion points to: the text's level, moved up or down by how the score left the band. */
function impliedLevel({ textLevel, score }: Completion): number {
  const shift = (score - TARGET_SCORE) / SCORE_PER_GRADE;
  return textLevel + Math.max(-MOST_GRADES_PER_TEXT, Math.min(MOST_GRADES_PER_TEXT, shift));
}

/**
 * A pupil's reading level from their latest completions (newest first): the mean of the levels each
 * points to; the just-right band is that ± their spread (at least one grade). Null below three.
 * Level and band stay within the range of the texts read ± two grades: what a pupil did on grade-3
 * to grade-5 texts says nothing about grade 9 (docs/reading-levels.md).
 */
export function estimateLevel(completions: readonly Completion[]): ReadingLevel {
  const recent = completions.slice(0, COMPLETIONS_CONSIDERED);
  if (recent.length < MIN_COMPLETIONS_FOR_LEVEL) {
    return { level: null, low: null, high: null, based_on: recent.length };
  }
  const implied = recent.map(impliedLevel);
  const mean = implied.reduce((sum, value) => sum + value, 0) / implied.length;
  const spread = Math.sqrt(implied.reduce((sum, value) => sum + (value - mean) ** 2, 0) / implied.length);
  const half = Math.max(MIN_HALF_BAND, spread);
  const textLevels = recent.map((completion) => completion.textLevel);
  const floor = Math.max(0, Math.min(...textLevels) - MOST_GRADES_PER_TEXT);
  const ceiling = Math.max(...textLevels) + MOST_GRADES_PER_TEXT;
  const within = (value: number) => Math.min(ceiling, Math.max(floor, value));
  const level = within(mean);
  return {
    level: oneDecimal(level),
    low: oneDecimal(within(level - half)),
    high: oneDecimal(within(level + half)),
    based_on: recent.length,
  };
}
