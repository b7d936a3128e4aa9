import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushRoutes } from '#contract/push.ts';
import { validationError } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { pushEndpointProblem } from './endpoint-policy.ts';
import { deleteUserPushSubscription, upsertPushSubscription } from './repository.ts';

/**
 * POST/DELETE /api/push-subscriptions: the caller's browsers that receive Web Push. Both answer 204.
 * The server POSTs to stored endpoints, so production accepts only public push services.
 */
const pushSubscriptionRoutes: FastifyPluginAsyncZod<{ production: boolean }> = async (
  app,
  { production },
) => {
  app.addHook('onRoute', tagRoutes('push'));
  const preHandler = [app.authenticate, app.requireVerified, app.idempotent];

  app.route({
    ...routeOptions(pushRoutes.subscribe),
    preHandler,
    handler: async (request, reply) => {
      const problem = pushEndpointProblem(request.body.endpoint, { production });
      if (problem) throw validationError({ endpoint: [problem] });
      await upsertPushSubscription(app.database.db, request.user.id, request.body);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOptions(pushRoutes.unsubscribe),
    preHandler,
    handler: async (request, reply) => {
      await deleteUserPushSubscription(app.database.db, request.user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  });
};

export default pushSubscriptionRoutes;
