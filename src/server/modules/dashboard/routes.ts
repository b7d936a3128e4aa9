import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#contract/dashboard.ts';

/** GET /api/dashboard: the signed-in user's reading figures (filled by the reading module). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      preHandler: [app.authenticate, app.requireVerified],
      schema: { response: { 200: dashboardSchema } },
    },
    async () => ({ books_read: 0, total_reading_seconds: 0, completion_rate: 0, recent_activities: [] }),
  );
};

export default dashboardRoutes;
