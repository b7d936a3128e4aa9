import { endpoints } from '#contract/endpoints.ts';
import type { questionRoutes, TeacherQuestionBody } from '#contract/questions.ts';
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

/** A question the teacher wrote on one paragraph of the text. */
export const createQuestion = (api: ApiClient, textId: number, question: TeacherQuestionBody) =>
  callRoute<Routes['create']>(api, at.create, { params: { id: textId }, json: question });

/** The question as the teacher fixed it; it becomes the teacher's. */
export const updateQuestion = (
  api: ApiClient,
  textId: number,
  questionId: number,
  question: TeacherQuestionBody,
) => callRoute<Routes['update']>(api, at.update, { params: { id: textId, questionId }, json: question });

/** A new generated question in place of this one. */
export const regenerateQuestion = (api: ApiClient, textId: number, questionId: number) =>
  callRoute<Routes['regenerate']>(api, at.regenerate, { params: { id: textId, questionId } });
