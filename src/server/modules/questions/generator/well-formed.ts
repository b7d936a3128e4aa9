import type { QuestionType } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { asksALinesPlace } from './poem-line-question.ts';

/** Words a question or a statement cannot end on: something was cut off after them. */
const DANGLING =
  /\b(?:to|of|in|at|by|for|with|from|into|onto|about|than|if|that|the|a|an|and|or|but|as|because|whether|while|which|whose|its|his|their|my|your|our|all|let|is|are|was|were)$/i;
/** A particle left at the end of a where or when question: the place or time was its object ("pull | down the statue"). */
const PARTICLE = /\b(?:up|down|out|off|on|over|under|through|along|around|across)$/i;

const WH_TYPES = new Set<QuestionType>(['who', 'what', 'where', 'when', 'how', 'why']);
const PLACE_OR_TIME = new Set<QuestionType>(['where', 'when']);
const STATEMENT_TYPES = new Set<QuestionType>(['main_idea', 'sequence', 'true_statement']);

/**
 * Whether a generated question reads as a whole question a child can answer: brackets and quotes
 * closed, no wh-question or statement choice ending where words were cut off ("Who swam to?",
 * "The Package Document carries bibliographic"), and a who-question that goes on with a verb
 * ("Who Gylling?" does not). The last check over every type of question, whichever part made it.
 */
export function isWellFormed(question: GeneratedQuestion): boolean {
  const texts = [question.content, ...question.choices.map((choice) => choice.text)];
  if (!texts.every(isBalanced)) return false;
  const stem = question.content.replace(/[?.!\s]+$/, '');
  if (WH_TYPES.has(question.type) && DANGLING.test(stem)) return false;
  if (PLACE_OR_TIME.has(question.type) && PARTICLE.test(stem)) return false;
  if (question.type === 'who' && !/^Who\s+\p{Ll}/u.test(question.content)) return false;
  // A poem's line break is no sentence cut short: "April is the cruellest month, breeding" is a line.
  if (STATEMENT_TYPES.has(question.type) && !asksALinesPlace(question))
    return question.choices.every((choice) => !DANGLING.test(choice.text.replace(/[.!?\s]+$/, '')));
  return true;
}

const PAIRS: [string, string][] = [
  ['(', ')'],
  ['[', ']'],
  ['“', '”'],
];

function isBalanced(text: string): boolean {
  return PAIRS.every(([open, close]) => text.split(open).length === text.split(close).length);
}
