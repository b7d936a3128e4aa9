import type { QuestionType } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { lowerTr } from '../../../texts/turkish/turkish-case.ts';
import { arrangeChoices } from '../choices.ts';
import type { TurkishSentence } from './turkish-section.ts';

/** A finished question whose evidence is `evidence`, verbatim, with its paragraph; the explanation is Turkish. */
export function turkishQuestion(
  type: QuestionType,
  content: string,
  answer: string,
  distractors: string[],
  evidence: TurkishSentence,
  explanation: string,
): GeneratedQuestion {
  return {
    paragraph_index: evidence.paragraph_index,
    type,
    content,
    choices: arrangeChoices(content, answer, distractors),
    explanation,
    evidence: { paragraph_index: evidence.paragraph_index, sentence: evidence.text },
  };
}

/** A sentence as a choice: without its closing full stop ("Elif parka gitti"). */
export const asChoice = (sentence: string) => sentence.replace(/[.…]+$/u, '').trim();

/** Turkish past-tense endings (-dı -di -du -dü, -tı …, and their plurals): a sentence that tells what happened. */
const PAST_TENSE = /(?:d|t)(?:ı|i|u|ü)(?:lar|ler)?[.!…]?$/u;

/**
 * What was going on rather than what happened: the past continuous (-yordu), the reported past
 * (-mıştı), "there was (not)" (vardı, yoktu), and habits (her zaman, her gün, hep).
 */
const BACKGROUND =
  /(?:yor|m[ıiuü]ş)[dt][ıiuü](?:lar|ler)?[.!…]?$|(?<!\p{L})(?:vardı|yoktu|her zaman|her gün|hep)(?!\p{L})/u;

/** Speech (a quotation or a dialogue dash) is for "who said it"; an event is a short simple-past sentence. */
export function isEvent(sentence: TurkishSentence, maxWords = 12): boolean {
  const text = sentence.text;
  if (/[“”"«»]|^[—–-]/u.test(text) || text.endsWith('?')) return false;
  const words = text.split(/\s+/).length;
  return words >= 3 && words <= maxWords && PAST_TENSE.test(text) && !BACKGROUND.test(lowerTr(text));
}
