import type { QueueSettings } from '../../plugins/jobs.ts';

/** One job per section of a "generate questions for the whole text" run. */
export const SECTION_QUEUE = 'question-generation-section';
/** Where a section job lands once it has failed for the last time (its section is marked failed). */
export const FAILED_SECTION_QUEUE = 'question-generation-section-failed';

export interface SectionJobData {
  run_id: number;
  chunk_index: number;
}

export interface QuestionJobSettings extends Omit<QueueSettings, 'deadLetter'> {
  /** Section jobs run at the same time in one process (AI calls mostly wait on the network). */
  concurrency: number;
}

export const defaultQuestionJobSettings: QuestionJobSettings = {
  retryLimit: 3,
  retryDelaySeconds: 10, // then about 20, 40 (doubling, with jitter)
  // Longer than the AI adapter's worst case (two 30 s requests); a crashed worker's job comes back after this.
  expireInSeconds: 180,
  concurrency: 4,
};
