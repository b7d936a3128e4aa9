import { endpoints } from '#contract/endpoints.ts';
import type { questionRoutes } from '#contract/questions.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

type Routes = typeof questionRoutes;
const at = endpoints.questions;

/** Queues a background job for every section of the text (docs/product.md §7: one per 4th paragraph). */
export const triggerQuestionGeneration = (api: ApiClient, textId: number) =>
  callRoute<Routes['trigger']>(api, at.trigger, { params: { id: textId } });

/** Generates the questions of one section and answers when they are stored. */
export const generateSectionQuestions = (api: ApiClient, textId: number, chunkIndex: number) =>
  callRoute<Routes['generateSection']>(api, at.generateSection, {
    params: { id: textId },
    json: { chunk_index: chunkIndex },
  });

/** Sections of the text's current generation by state (pending, running, completed, failed). */
export const getQuestionGenerationStatus = (api: ApiClient, textId: number) =>
  callRoute<Routes['status']>(api, at.status, { params: { id: textId } });
