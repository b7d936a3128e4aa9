import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppConfig, appConfigSchema } from '#contract/app-config.ts';
import type { Config } from '../../config.ts';

/** GET /api/config: the public settings a client needs to reach realtime and push. */
const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body: AppConfig = {
    realtime: {
      key: config.pusher.key ?? 'reading-rooms',
      cluster: config.pusher.cluster,
      host: config.pusher.host ?? null,
      port: config.pusher.port ?? null,
      tls: false,
      auth_endpoint: '/broadcasting/auth',
    },
    vapid_public_key: config.vapid.publicKey ?? null,
  };
  app.get('/api/config', { schema: { response: { 200: appConfigSchema } } }, async () => body);
};

export default configRoutes;
