import type { QuestionDraft } from './question-draft.ts';
import type { SectionAnalysis, Sentence } from './section-analysis.ts';
import { isContentWord } from './text-words.ts';

export const WORD_SPOTTING_QUESTION = 'Which of these words is in this part of the text?';

/**
 * The last resort for sections without a sentence to ask about (headings, table cells, single words):
 * the section's most frequent content word, against words the section does not contain.
 */
export function wordSpottingQuestion(
  analysis: SectionAnalysis,
): { draft: QuestionDraft; sentence: Sentence } | undefined {
  let best: { text: string; count: number; sentence: Sentence } | undefined;
  for (const sentence of analysis.sentences) {
    for (const { text } of sentence.tokens) {
      if (!isContentWord(text) || !/^[\p{L}\p{M}'’-]+$/u.test(text)) continue;
      const count = analysis.wordCounts.get(text.toLocaleLowerCase()) ?? 0;
      if (best && (count < best.count || (count === best.count && text.length <= best.text.length))) continue;
      best = { text, count, sentence };
    }
  }
  if (!best) return undefined;
  // start 1: the word is not at the start of a sentence here, so rivals keep their own case.
  const answer = { kind: 'word' as const, text: best.text, start: 1, end: 2, plural: false };
  return {
    draft: { type: 'word-spotting', content: WORD_SPOTTING_QUESTION, answer },
    sentence: best.sentence,
  };
}
