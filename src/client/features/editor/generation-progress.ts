import type { QuestionGenerationStatus } from '#contract/questions.ts';

/** A generation is under way while any of its sections is pending or running. */
export const isGenerating = (status: QuestionGenerationStatus) => status.pending + status.running > 0;

/** Sections whose job has ended, well or not, of all the sections of the current generation. */
export function generationProgress(status: QuestionGenerationStatus) {
  const finished = status.completed + status.failed;
  const total = finished + status.pending + status.running;
  return { finished, total, percent: total === 0 ? 0 : Math.round((finished / total) * 100) };
}
