import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationRoutes as routes } from '#contract/notifications.ts';
import { notFound } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { tagRoutes } from '../../tag-routes.ts';
import { toNotificationItem } from './notification-resource.ts';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './repository.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is just another id the caller does not own: 404, like a guessed one. */
const ownedIdOr404 = (id: string) => {
  if (!uuidPattern.test(id)) throw notFound('Notification');
  return id;
};

/** The caller's notifications; every call touches only rows whose user_id is the caller's. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', tagRoutes('notifications'));
  const db = () => app.database.db;
  const reader = [app.authenticate, app.requireVerified];
  // Replayed from the offline outbox: a repeated Idempotency-Key gets the first answer.
  const mutating = [...reader, app.idempotent];

  app.route({
    ...routeOptions(routes.list),
    preHandler: reader,
    handler: async (request) => (await listNotifications(db(), request.user.id)).map(toNotificationItem),
  });

  app.route({
    ...routeOptions(routes.readAll),
    preHandler: mutating,
    handler: async (request) => ({ read_count: await markAllNotificationsRead(db(), request.user.id) }),
  });

  app.route({
    ...routeOptions(routes.read),
    preHandler: mutating,
    handler: async (request) => {
      const row = await markNotificationRead(db(), request.user.id, ownedIdOr404(request.params.id));
      if (!row) throw notFound('Notification');
      return toNotificationItem(row);
    },
  });

  app.route({
    ...routeOptions(routes.remove),
    preHandler: mutating,
    handler: async (request, reply) => {
      if (!(await deleteNotification(db(), request.user.id, ownedIdOr404(request.params.id)))) {
        throw notFound('Notification');
      }
      return reply.code(204).send(null);
    },
  });
};

export default notificationRoutes;
