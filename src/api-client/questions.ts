import {
  type GenerateQuestionsResponse,
  type QuestionGenerationStatus,
  questionGenerationPaths,
  type TriggerQuestionGenerationResponse,
} from '#contract/questions.ts';
import type { ApiClient } from './create-api-client.ts';

/** Queues a background job for every section of the text (docs/product.md §7: one per 4th paragraph). */
export const triggerQuestionGeneration = (api: ApiClient, textId: number) =>
  api.send<TriggerQuestionGenerationResponse>('post', questionGenerationPaths.trigger(textId));

/** Generates the questions of one section and answers when they are stored. */
export const generateSectionQuestions = (api: ApiClient, textId: number, chunkIndex: number) =>
  api.send<GenerateQuestionsResponse>('post', questionGenerationPaths.generateSection(textId), {
    json: { chunk_index: chunkIndex },
  });

/** Sections of the text's current generation by state (pending, running, completed, failed). */
export const getQuestionGenerationStatus = (api: ApiClient, textId: number) =>
  api.send<{ data: QuestionGenerationStatus }>('get', questionGenerationPaths.status(textId));
