import type { ApiClient } from './create-api-client.ts';

// Shapes of spec §7; the questions module's contract may later define them with zod.
export interface QuestionGenerationQueued {
  status: string;
  message: string;
  data: { jobs_dispatched: number; total_paragraphs: number };
}
export interface SectionQuestionsGenerated {
  status: string;
  message: string;
}

/** Queues a background job for every section of the text (spec §7: one per 4th paragraph). */
export const triggerQuestionGeneration = (api: ApiClient, textId: number) =>
  api.send<QuestionGenerationQueued>('post', `/api/texts/${textId}/trigger-question-generation`);

/** Generates the questions of one section and answers when they are stored. */
export const generateSectionQuestions = (api: ApiClient, textId: number, chunkIndex: number) =>
  api.send<SectionQuestionsGenerated>('post', `/api/texts/${textId}/generate-questions`, {
    json: { chunk_index: chunkIndex },
  });
