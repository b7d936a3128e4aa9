import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textRoutes } from '#contract/texts.ts';
import { routeOptions } from '../../route-options.ts';
import * as paragraphs from './paragraphs-service.ts';
import { ownedText } from './texts-service.ts';

/** The editor's paragraph and question calls; every one checks that the text is the caller's. */
const paragraphRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = [app.authenticate, app.requireVerified];
  const ownerWrite = [...signedIn, app.idempotent];

  app.route({
    ...routeOptions(textRoutes.paragraphs),
    preHandler: signedIn,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      return { data: await paragraphs.paragraphsWithQuestions(db, text.id) };
    },
  });

  app.route({
    ...routeOptions(textRoutes.updateParagraph),
    preHandler: ownerWrite,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      const data = await paragraphs.updateParagraph(
        db,
        text.id,
        request.params.paragraphId,
        request.body.content,
      );
      return { status: 'success' as const, message: 'Paragraph updated successfully', data };
    },
  });

  app.route({
    ...routeOptions(textRoutes.removeParagraph),
    preHandler: ownerWrite,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      await paragraphs.deleteParagraph(db, text.id, request.params.paragraphId);
      return { status: 'success' as const, message: 'Paragraph deleted' };
    },
  });

  app.route({
    ...routeOptions(textRoutes.removeQuestion),
    preHandler: ownerWrite,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      await paragraphs.deleteQuestion(db, text.id, request.params.questionId);
      return { status: 'success' as const, message: 'Question deleted' };
    },
  });
};

export default paragraphRoutes;
