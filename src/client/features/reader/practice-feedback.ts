import type { ReaderQuestion } from '#contract/reading.ts';

export interface Feedback {
  chosen: number;
  correct: boolean;
  explanation: string;
}

/**
 * How a practice answer did, judged on the device from the key that came with the assignment;
 * null before an answer, and always in check mode (its questions carry no key).
 */
export function feedbackOf(question: ReaderQuestion, chosen: number | undefined): Feedback | null {
  if (chosen === undefined || question.correct_choice_id === undefined) return null;
  return {
    chosen,
    correct: chosen === question.correct_choice_id,
    explanation: question.explanation ?? '',
  };
}
