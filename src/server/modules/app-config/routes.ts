import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppConfig, appConfigRoutes } from '#contract/app-config.ts';
import type { Config } from '../../config.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';

/** GET /api/config: the public settings a client needs to reach realtime and push, and who writes questions. */
const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRoute', tagRoutes('app-config'));
  const body: AppConfig = {
    realtime: app.realtime.clientSettings,
    vapid_public_key: app.push.vapidPublicKey,
    ai_questions: Boolean(config.ai.baseUrl),
  };
  app.route({ ...routeOptions(appConfigRoutes.show), handler: async () => body });
};

export default configRoutes;
