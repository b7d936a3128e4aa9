import type { AssignmentMode } from '#contract/assignments.ts';

/**
 * The choice that scores: in practice the pupil's first try (later tries are for learning), in
 * check the last choice before Finish. A first choice a teacher's edit removed falls back to the last.
 */
export function scoringChoiceId(
  mode: AssignmentMode,
  answer: { choiceId: number; firstChoiceId: number | null },
): number {
  return mode === 'practice' ? (answer.firstChoiceId ?? answer.choiceId) : answer.choiceId;
}
