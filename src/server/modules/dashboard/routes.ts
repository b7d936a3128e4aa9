import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardRoutes as routes } from '#contract/dashboard.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { dashboardFigures } from '../reading/dashboard-figures.ts';
import { teachingFigures } from './teaching-figures.ts';

/** GET /api/dashboard: the signed-in user's reading figures as an assignee, and an admin's teaching (docs/product.md §7; docs/architecture.md §16, deviation 3). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', tagRoutes('dashboard'));
  app.route({
    ...routeOptions(routes.show),
    preHandler: [app.authenticate, app.requireVerified],
    handler: async (request) => {
      const { db } = app.database;
      const reading = await dashboardFigures(db, request.user.id);
      // Only admins own texts, so only they have teaching to show.
      if (!request.user.roles.includes('admin')) return reading;
      return { ...reading, teaching: await teachingFigures(db, request.user.id) };
    },
  });
};

export default dashboardRoutes;
