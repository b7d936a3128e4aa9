import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_DELETED_MESSAGE, personalDataRoutes } from '#contract/personal-data.ts';
import { createUploadStorage } from '../../adapters/storage/upload-storage.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { requirePassword } from '../auth/passwords.ts';
import { eraseAccount } from './erase-account.ts';
import { pupilOfTeacher } from './export-repository.ts';
import { personalData } from './personal-data.ts';

/** A person's own data, and a teacher's pupil's: export and erasure (docs/backups.md). */
const personalDataRoutesPlugin: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRoute', tagRoutes('personal data'));
  const { db } = app.database;
  const storage = createUploadStorage(config.dataDir);

  app.route({
    ...routeOptions(personalDataRoutes.exportMine),
    preHandler: [app.authenticate],
    handler: async (request) => ({ data: await personalData(db, request.user) }),
  });

  app.route({
    ...routeOptions(personalDataRoutes.exportPupil),
    preHandler: [app.authenticate, app.requireVerified, app.requireAdmin],
    handler: async (request) => {
      const { id, userId } = request.params;
      // Another teacher's class, or someone not in it: the same 404, so ids reveal nothing.
      const pupil = await pupilOfTeacher(db, request.user.id, id, userId);
      if (!pupil) throw notFound('Pupil');
      return { data: await personalData(db, pupil) };
    },
  });

  app.route({
    ...routeOptions(personalDataRoutes.deleteAccount),
    preHandler: [app.authenticate],
    handler: async (request) => {
      await requirePassword(request.body.password, request.user.passwordHash, 'password');
      const files = await eraseAccount(db, request.user);
      for (const file of files) await storage.remove(file).catch(() => {});
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  });
};

export default personalDataRoutesPlugin;
