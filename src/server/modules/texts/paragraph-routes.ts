import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paragraphParamsSchema,
  paragraphsResponseSchema,
  paragraphUpdateResponseSchema,
  questionParamsSchema,
  statusMessageResponseSchema,
  textIdParamsSchema,
  updateParagraphBodySchema,
} from '#contract/texts.ts';
import * as paragraphs from './paragraphs-service.ts';
import { ownedText } from './texts-service.ts';

/** The editor's paragraph and question calls; every one checks that the text is the caller's. */
const paragraphRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = [app.authenticate, app.requireVerified];
  const ownerWrite = [...signedIn, app.idempotent];

  app.get(
    '/api/texts/:id/paragraphs',
    {
      preHandler: signedIn,
      schema: { params: textIdParamsSchema, response: { 200: paragraphsResponseSchema } },
    },
    async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      return { data: await paragraphs.paragraphsWithQuestions(db, text.id) };
    },
  );

  app.put(
    '/api/texts/:id/paragraphs/:paragraphId',
    {
      preHandler: ownerWrite,
      schema: {
        params: paragraphParamsSchema,
        body: updateParagraphBodySchema,
        response: { 200: paragraphUpdateResponseSchema },
      },
    },
    async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      const data = await paragraphs.updateParagraph(
        db,
        text.id,
        request.params.paragraphId,
        request.body.content,
      );
      return { status: 'success' as const, message: 'Paragraph updated successfully', data };
    },
  );

  app.delete(
    '/api/texts/:id/paragraphs/:paragraphId',
    {
      preHandler: ownerWrite,
      schema: { params: paragraphParamsSchema, response: { 200: statusMessageResponseSchema } },
    },
    async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      await paragraphs.deleteParagraph(db, text.id, request.params.paragraphId);
      return { status: 'success' as const, message: 'Paragraph deleted' };
    },
  );

  app.delete(
    '/api/texts/:id/questions/:questionId',
    {
      preHandler: ownerWrite,
      schema: { params: questionParamsSchema, response: { 200: statusMessageResponseSchema } },
    },
    async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      await paragraphs.deleteQuestion(db, text.id, request.params.questionId);
      return { status: 'success' as const, message: 'Question deleted' };
    },
  );
};

export default paragraphRoutes;
