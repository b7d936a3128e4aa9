import type { QuestionEvidence } from '#contract/question-fields.ts';

export type Evidence = QuestionEvidence;

/**
 * A paragraph cut around its evidence sentence, so the sentence can be highlighted in place; null
 * when the sentence is not (or no longer) in the paragraph, which then shows as it is.
 */
export function splitAtEvidence(content: string, sentence: string): [string, string, string] | null {
  const start = content.indexOf(sentence);
  if (start < 0 || sentence.length === 0) return null;
  const end = start + sentence.length;
  return [content.slice(0, start), content.slice(start, end), content.slice(end)];
}
