import { elementOf, type QuestionElement } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { fits } from './question-mix.ts';

/**
 * How much a teacher values a question on each element of a story: why things happen and how
 * characters feel first, then what they do and what comes of it, who they are, where and when;
 * a question on words last (docs/questions.md, "Choosing a story's questions").
 */
const ELEMENT_WORTH: Record<QuestionElement, number> = {
  causal: 6,
  feeling: 6,
  outcome: 5,
  prediction: 5,
  action: 4,
  character: 3,
  setting: 2,
  word: 0,
};

/** A second question on an element a section already asks about is worth this much less. */
const SAME_ELEMENT_COST = 3;
/** A section asks at least this many when it can, adding a question on words only to reach it, never alone. */
const FEWEST_WORTH_ASKING = 2;
/** Questions on words a section may have at most. */
const MOST_ON_WORDS = 1;

/**
 * A story's section: the candidates worth most first, each one new (`fits`: no answer twice, none
 * given away), a second question on the same element only when nothing else is left; a question
 * on words (a meaning, a blank, who said a line) only to reach two, beside a question on the story. Fewer good questions beat
 * filler, so a section may get fewer than `max`, or none.
 */
export function storyMix(
  candidates: GeneratedQuestion[],
  blanks: GeneratedQuestion[],
  max: number,
): GeneratedQuestion[] {
  const chosen: GeneratedQuestion[] = [];
  const pool = [...candidates, ...blanks];
  // Each question on a sentence of its own first; then two may share one, when neither shows a statement.
  for (const strict of [true, false]) {
    while (chosen.length < max) {
      const next = bestNext(pool, chosen, strict);
      if (!next) break;
      chosen.push(next);
    }
  }
  return chosen;
}

function bestNext(
  pool: GeneratedQuestion[],
  chosen: GeneratedQuestion[],
  strict: boolean,
): GeneratedQuestion | undefined {
  const onWords = chosen.filter((question) => elementOf(question) === 'word').length;
  const storyQuestions = chosen.length - onWords;
  let best: GeneratedQuestion | undefined;
  let bestWorth = Number.NEGATIVE_INFINITY;
  const wordsWelcome = storyQuestions >= 1 && storyQuestions < FEWEST_WORTH_ASKING && onWords < MOST_ON_WORDS;
  for (const question of pool) {
    if (chosen.includes(question)) continue;
    const element = elementOf(question);
    if (element === 'word' && !wordsWelcome) continue;
    const repeats = chosen.filter((other) => elementOf(other) === element).length;
    const sameType = chosen.filter((other) => other.type === question.type).length;
    const worth = ELEMENT_WORTH[element] - repeats * SAME_ELEMENT_COST - sameType;
    if (worth <= bestWorth || !fits(chosen, question, strict)) continue;
    best = question;
    bestWorth = worth;
  }
  return best;
}
