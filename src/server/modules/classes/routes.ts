import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadAppKey } from '../../app-key.ts';
import type { Config } from '../../config.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { createPictureSealer } from './picture-password.ts';
import signInRoutes from './sign-in-routes.ts';
import teacherRoutes from './teacher-routes.ts';

/** Classes, pupils without e-mail and the class sign-in (docs/classrooms.md). */
const classesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRoute', tagRoutes('classes'));
  const deps = {
    db: app.database.db,
    mailer: app.mailer,
    notifications: app.notifications,
    appUrl: config.appUrl,
    sealer: createPictureSealer(loadAppKey(config)),
  };
  await app.register(teacherRoutes, { deps });
  await app.register(signInRoutes, { config });
};

export default classesRoutes;
