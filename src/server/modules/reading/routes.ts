import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentUuidParamsSchema } from '#contract/assignments.ts';
import {
  answerParamsSchema,
  answerRequestSchema,
  answerResponseSchema,
  completeRequestSchema,
  readerAssignmentResponseSchema,
  readingTimeRequestSchema,
  readingTimeResponseSchema,
  summaryResponseSchema,
} from '#contract/reading.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { readableAssignment } from './assignment-access.ts';
import { completeAssignment } from './complete-assignment.ts';
import { notifyOwnerOfCompletion } from './completion-notification.ts';
import { readerPayload } from './reader-payload.ts';
import { addReadingTime } from './reading-time.ts';
import { saveAnswer } from './save-answer.ts';
import { summaryOf } from './summary.ts';

/**
 * The assignee's calls of docs/product.md §7 "Reading". Reads are open to the assignee and the text's owner; every
 * write is the assignee's alone and replayable from the offline outbox (Idempotency-Key).
 */
const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', tagRoutes('reading'));
  const { db } = app.database;
  const signedIn = [app.authenticate, app.requireVerified];
  const outboxWrite = [...signedIn, app.idempotent];

  app.get(
    '/api/assignments/:uuid',
    {
      preHandler: signedIn,
      schema: { params: assignmentUuidParamsSchema, response: { 200: readerAssignmentResponseSchema } },
    },
    async (request) => {
      const { assignment, text } = await readableAssignment(db, request.user.id, request.params.uuid);
      return { data: await readerPayload(db, assignment, text) };
    },
  );

  app.put(
    '/api/assignments/:uuid/answers/:questionId',
    {
      preHandler: outboxWrite,
      schema: {
        params: answerParamsSchema,
        body: answerRequestSchema,
        response: { 200: answerResponseSchema },
      },
    },
    async (request) => {
      const { uuid, questionId } = request.params;
      const { choice_id } = request.body;
      const { progress, stored } = await saveAnswer(app.database, {
        userId: request.user.id,
        uuid,
        questionId,
        choiceId: choice_id,
        idempotencyKey: request.idempotencyKey,
      });
      request.idempotentAnswerStored = stored;
      return { data: { question_id: questionId, choice_id }, progress };
    },
  );

  app.post(
    '/api/assignments/:uuid/reading-time',
    {
      preHandler: outboxWrite,
      schema: {
        params: assignmentUuidParamsSchema,
        body: readingTimeRequestSchema,
        response: { 200: readingTimeResponseSchema },
      },
    },
    async (request) => {
      const { chunk_index: chunkIndex, seconds } = request.body;
      const batch = { userId: request.user.id, uuid: request.params.uuid, chunkIndex, seconds };
      return { data: await addReadingTime(db, batch) };
    },
  );

  app.post(
    '/api/assignments/:uuid/complete',
    {
      preHandler: outboxWrite,
      schema: {
        params: assignmentUuidParamsSchema,
        body: completeRequestSchema.nullish(),
        response: { 200: summaryResponseSchema },
      },
    },
    async (request) => {
      const device = request.body?.completed_at ? new Date(request.body.completed_at) : null;
      const { assignment, completedNow } = await completeAssignment(
        db,
        request.user.id,
        request.params.uuid,
        device,
      );
      if (completedNow) await notifyOwnerOfCompletion(app, request.user, assignment);
      return { data: await summaryOf(db, assignment) };
    },
  );

  app.get(
    '/api/assignments/:uuid/summary',
    {
      preHandler: signedIn,
      schema: { params: assignmentUuidParamsSchema, response: { 200: summaryResponseSchema } },
    },
    async (request) => {
      const { assignment } = await readableAssignment(db, request.user.id, request.params.uuid);
      return { data: await summaryOf(db, assignment) };
    },
  );
};

export default readingRoutes;
