import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { realtimeRoutes, userChannel } from '#contract/realtime.ts';
import { signChannel } from '../../adapters/realtime/channel-signature.ts';
import { HttpError } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';

/**
 * POST /broadcasting/auth: signs the caller's own `private-user-{id}` and nothing else. Encapsulated
 * so the form-body parser pusher-js needs stays on this route.
 */
const broadcastingAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', tagRoutes('realtime'));
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.route({
    ...routeOptions(realtimeRoutes.channelAuth),
    onRequest: [app.authenticate],
    handler: async (request) => {
      const { socket_id: socketId, channel_name: channelName } = request.body;
      if (channelName !== userChannel(request.user.id))
        throw new HttpError(403, 'This action is unauthorized.');
      return { auth: signChannel(app.realtime.credentials, socketId, channelName) };
    },
  });
};

export default broadcastingAuthRoutes;
