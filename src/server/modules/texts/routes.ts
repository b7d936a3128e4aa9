import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textRoutes } from '#contract/texts.ts';
import { createUploadStorage } from '../../adapters/storage/upload-storage.ts';
import type { Config } from '../../config.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';
import epubRoutes from './epub-routes.ts';
import paragraphRoutes from './paragraph-routes.ts';
import { paragraphsOf } from './paragraph-store.ts';
import * as repository from './repository.ts';
import { seedSampleLibrary } from './sample-library.ts';
import { sweepOrphanedEpubs } from './sweep-orphaned-epubs.ts';
import { imagesOf } from './text-images.ts';
import { textDetailResource, textResource } from './text-resource.ts';
import * as service from './texts-service.ts';

/** The texts API of docs/product.md §7 "Texts": an admin's own texts; anyone else gets 404 per text. */
const textsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRoute', tagRoutes('texts'));
  const db = app.database.db;
  const storage = createUploadStorage(config.dataDir);
  // Files a killed import (or deletion) left behind. The embedded PGlite belongs to this process, so
  // every file older than now is settled; API processes sharing PostgreSQL may be importing right
  // now, so there only files an hour old are.
  const settled = app.database.kind === 'pglite' ? Date.now() : Date.now() - 60 * 60 * 1000;
  const swept = await sweepOrphanedEpubs(db, storage, new Date(settled));
  if (swept > 0) app.log.warn(`removed ${swept} EPUB file(s) no text refers to`);
  const signedIn = [app.authenticate, app.requireVerified];
  const admin = [...signedIn, app.requireAdmin];
  // Writes accept Idempotency-Key (docs/architecture.md §7): a repeated key replays the first answer.
  const ownerWrite = [...signedIn, app.idempotent];
  const withContent = { withContent: true };

  app.route({
    ...routeOptions(textRoutes.list),
    preHandler: admin,
    handler: async (request) => ({
      data: (await repository.listTextsOf(db, request.user.id)).map((row) => textResource(row)),
    }),
  });

  app.route({
    ...routeOptions(textRoutes.create),
    preHandler: [...admin, app.idempotent],
    handler: async (request, reply) => {
      const id = await service.createPastedText(db, request.user.id, request.body);
      const text = textResource(await service.textWithCounts(db, id, withContent), withContent);
      return reply.code(201).send({ data: text, message: 'Text uploaded successfully.' });
    },
  });

  app.route({
    ...routeOptions(textRoutes.show),
    preHandler: signedIn,
    handler: async (request) => {
      const text = await service.ownedText(db, request.user, request.params.id);
      const [paragraphs, images] = await Promise.all([paragraphsOf(db, text.id), imagesOf(db, text.id)]);
      return { data: textDetailResource(text, paragraphs, images) };
    },
  });

  app.route({
    ...routeOptions(textRoutes.update),
    preHandler: ownerWrite,
    handler: async (request) => {
      const text = await service.ownedText(db, request.user, request.params.id);
      await service.updateTextFromBody(db, text, request.body);
      const updated = textResource(await service.textWithCounts(db, text.id, withContent), withContent);
      return { data: updated, message: 'Text updated successfully.' };
    },
  });

  app.route({
    ...routeOptions(textRoutes.remove),
    preHandler: ownerWrite,
    handler: async (request) => {
      const text = await service.ownedText(db, request.user, request.params.id);
      await service.deleteText(db, storage, text);
      return { message: 'Text deleted successfully.' };
    },
  });

  // After the auth module's own onReady has made sure an admin exists (it is registered first).
  app.addHook('onReady', async () => {
    if (config.env !== 'test') await seedSampleLibrary(db);
  });

  await app.register(paragraphRoutes);
  await app.register(epubRoutes, { storage });
};

export default textsRoutes;
