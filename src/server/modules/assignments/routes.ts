import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { tagRoutes } from '../../tag-routes.ts';
import assigneeRoutes from './assignee-routes.ts';
import ownerRoutes from './owner-routes.ts';
import setupRoutes from './setup-routes.ts';

/** Assignments by e-mail, invitations and complete-setup (docs/product.md §7 "Assignments"). */
const assignmentsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRoute', tagRoutes('assignments'));
  const deps = {
    db: app.database.db,
    mailer: app.mailer,
    notifications: app.notifications,
    appUrl: config.appUrl,
  };
  await app.register(ownerRoutes, { deps, config });
  await app.register(assigneeRoutes);
  await app.register(setupRoutes, { config });
};

export default assignmentsRoutes;
