import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppConfig, appConfigRoutes } from '#contract/app-config.ts';
import type { Config } from '../../config.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';

/** GET /api/config: the public settings a client needs to reach realtime and push. */
const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  app.addHook('onRoute', tagRoutes('app-config'));
  const body: AppConfig = {
    realtime: app.realtime.clientSettings,
    vapid_public_key: app.push.vapidPublicKey,
  };
  app.route({ ...routeOptions(appConfigRoutes.show), handler: async () => body });
};

export default configRoutes;
