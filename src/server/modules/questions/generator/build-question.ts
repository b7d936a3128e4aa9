import type { QuestionType } from '#contract/question-fields.ts';
import type { GeneratedQuestion } from '#contract/questions.ts';
import { arrangeChoices } from './choices.ts';
import { type Sentence, sentenceText } from './section-analysis.ts';

/** A finished question whose evidence is `evidence`, verbatim, with its paragraph. */
export function buildQuestion(
  type: QuestionType,
  content: string,
  answer: string,
  distractors: string[],
  evidence: Sentence,
  explanation: string,
): GeneratedQuestion {
  const sentence = sentenceText(evidence);
  return {
    paragraph_index: evidence.paragraph_index,
    type,
    content,
    choices: arrangeChoices(content, answer, distractors),
    explanation,
    evidence: { paragraph_index: evidence.paragraph_index, sentence },
  };
}

/** "The text says: “…”", the explanation that points at the evidence: it fits a story and a specification alike. */
export function textSays(evidence: Sentence): string {
  return `The text says: ${quoted(sentenceText(evidence))}`;
}

/**
 * Text in double quotes, its own quotation marks turned single: `“‘Hello,’ said the fox.”`, not
 * `“"Hello," said the fox.”`, where a child cannot tell which mark closes what.
 */
export function quoted(text: string): string {
  const inner = text
    .replace(/“/g, '‘')
    .replace(/”/g, '’')
    .replace(/(^|[\s([{—–-])"/gu, '$1‘')
    .replace(/"/g, '’');
  return `“${inner}”`;
}

/** First letter upper case, for a choice that reads as a sentence. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
