import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readingRoutes as routes } from '#contract/reading.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { readableAssignment } from './assignment-access.ts';
import { completeAssignment } from './complete-assignment.ts';
import { notifyOwnerOfCompletion } from './completion-notification.ts';
import { ownerReviewOf } from './owner-review.ts';
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

  app.route({
    ...routeOptions(routes.assignment, { typedResponse: true }),
    preHandler: signedIn,
    handler: async (request) => {
      const { assignment, text } = await readableAssignment(
        app.database,
        request.user.id,
        request.params.uuid,
      );
      const payload = await readerPayload(app.database, assignment, text);
      // The text's owner looking at a pupil's work gets the review; the assignee (even an owner who
      // assigned the text to themselves) gets the reader as ever.
      if (assignment.assignedUserId === request.user.id) return { data: payload };
      return { data: { ...payload, review: await ownerReviewOf(db, assignment) } };
    },
  });

  app.route({
    ...routeOptions(routes.answer),
    preHandler: outboxWrite,
    handler: async (request) => {
      const { uuid, questionId } = request.params;
      const { choice_id } = request.body;
      const { data, progress, stored } = await saveAnswer(app.database, {
        userId: request.user.id,
        uuid,
        questionId,
        choiceId: choice_id,
        idempotencyKey: request.idempotencyKey,
      });
      request.idempotentAnswerStored = stored;
      return { data, progress };
    },
  });

  app.route({
    ...routeOptions(routes.readingTime),
    preHandler: outboxWrite,
    handler: async (request) => {
      const { chunk_index: chunkIndex, seconds } = request.body;
      const { data, stored } = await addReadingTime(app.database, {
        userId: request.user.id,
        uuid: request.params.uuid,
        chunkIndex,
        seconds,
        idempotencyKey: request.idempotencyKey,
      });
      request.idempotentAnswerStored = stored;
      return { data };
    },
  });

  app.route({
    ...routeOptions(routes.complete),
    preHandler: outboxWrite,
    handler: async (request) => {
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
  });

  app.route({
    ...routeOptions(routes.summary),
    preHandler: signedIn,
    handler: async (request) => {
      const { assignment } = await readableAssignment(app.database, request.user.id, request.params.uuid);
      return { data: await summaryOf(db, assignment) };
    },
  });
};

export default readingRoutes;
