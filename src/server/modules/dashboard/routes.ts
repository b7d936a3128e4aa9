import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#contract/dashboard.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { dashboardFigures } from '../reading/dashboard-figures.ts';

/** GET /api/dashboard: the signed-in user's reading figures as an assignee (docs/product.md §7; docs/architecture.md §16, deviation 3). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', tagRoutes('dashboard'));
  app.get(
    '/api/dashboard',
    {
      preHandler: [app.authenticate, app.requireVerified],
      schema: { response: { 200: dashboardSchema } },
    },
    async (request) => dashboardFigures(app.database.db, request.user.id),
  );
};

export default dashboardRoutes;
