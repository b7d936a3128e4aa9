import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionRoutes as routes } from '#contract/questions.ts';
import { AiServiceError } from '../../adapters/ai/ai-service-error.ts';
import type { QuestionGenerator } from '../../adapters/ai/question-generator.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { findParagraph } from '../texts/paragraph-store.ts';
import { ownedText } from '../texts/texts-service.ts';
import {
  GENERATE_NOW_TIMEOUT_MS,
  generateSectionNow,
  queueTextGeneration,
  regenerateRange,
} from './generation-service.ts';
import { generationStatus } from './run-repository.ts';
import { createTeacherQuestion, regenerateQuestion, updateTeacherQuestion } from './teacher-questions.ts';

/** docs/product.md §8: the editor shows 'Failed to generate questions' with this error's user message. */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof AiServiceError)) return error;
  const status = error.reason === 'timeout' || error.reason === 'unreachable' ? 503 : 502;
  return new HttpError(status, error.userMessage, { status: 'error' });
}

/** The question generation calls of docs/product.md §7; the text's owner only (anyone else gets 404). */
const questionRoutes: FastifyPluginAsyncZod<{ generator: QuestionGenerator }> = async (
  app,
  { generator },
) => {
  app.addHook('onRoute', tagRoutes('questions'));
  const db = app.database.db;
  const deps = { db, generator };
  const ownerWrite = [app.authenticate, app.requireVerified, app.idempotent];

  app.route({
    ...routeOptions(routes.trigger),
    preHandler: ownerWrite,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      const data = await queueTextGeneration(db, app.jobs, text);
      const message = `Question generation queued for ${data.jobs_dispatched} section(s).`;
      return { status: 'success' as const, message, data };
    },
  });

  app.route({
    ...routeOptions(routes.generateSection),
    preHandler: ownerWrite,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      const data = await generateSectionNow(deps, text, request.body.chunk_index).catch((error: unknown) => {
        request.log.warn({ err: error, textId: text.id }, 'question generation failed');
        throw asHttpError(error);
      });
      return { status: 'success' as const, message: 'Questions generated', data };
    },
  });

  app.route({
    ...routeOptions(routes.generateParagraph),
    preHandler: ownerWrite,
    handler: async (request) => {
      const paragraph = await findParagraph(db, request.params.paragraphId);
      if (!paragraph) throw notFound('Paragraph');
      const text = await ownedText(db, request.user, paragraph.textId).catch(() => {
        throw notFound('Paragraph');
      });
      const index = paragraph.paragraphIndex;
      const data = await regenerateRange(deps, text, { first: index, last: index }).catch(
        (error: unknown) => {
          request.log.warn({ err: error, paragraphId: paragraph.id }, 'question generation failed');
          throw asHttpError(error);
        },
      );
      return { status: 'success' as const, message: 'Questions generated', data: data ?? [] };
    },
  });

  app.route({
    ...routeOptions(routes.create),
    preHandler: ownerWrite,
    handler: async (request, reply) => {
      const text = await ownedText(db, request.user, request.params.id);
      const data = await createTeacherQuestion(db, text.id, request.body);
      return reply.code(201).send({ status: 'success' as const, message: 'Question added', data });
    },
  });

  app.route({
    ...routeOptions(routes.update),
    preHandler: ownerWrite,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      const data = await updateTeacherQuestion(db, text.id, request.params.questionId, request.body);
      return { status: 'success' as const, message: 'Question updated', data };
    },
  });

  app.route({
    ...routeOptions(routes.regenerate),
    preHandler: ownerWrite,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      const signal = AbortSignal.timeout(GENERATE_NOW_TIMEOUT_MS);
      const data = await regenerateQuestion(deps, text, request.params.questionId, signal).catch(
        (error: unknown) => {
          request.log.warn({ err: error, textId: text.id }, 'question regeneration failed');
          throw asHttpError(error);
        },
      );
      return { status: 'success' as const, message: 'Question regenerated', data };
    },
  });

  app.route({
    ...routeOptions(routes.status),
    preHandler: [app.authenticate, app.requireVerified],
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      return { data: await generationStatus(db, text.id) };
    },
  });
};

export default questionRoutes;
