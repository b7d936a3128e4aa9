import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifier, type Notifier } from './notify.ts';
import notificationRoutes from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.notifications.notify(userId, {type, data})`: the one way to tell a person something. */
    notifications: Notifier;
  }
}

/** Stored notifications, their routes, and `notify()` over realtime and Web Push. */
export default fp(
  async function notificationsPlugin(app: FastifyInstance) {
    const notifier = createNotifier({
      db: app.database.db,
      broadcaster: app.realtime.broadcaster,
      push: app.push,
      log: app.log,
    });
    app.decorate('notifications', notifier);
    // Deliveries still running touch the database and the sockets: let them finish before those close.
    app.addHook('preClose', () => notifier.settled());
    await app.register(notificationRoutes);
  },
  { name: 'notifications', dependencies: ['db', 'auth', 'idempotency', 'realtime', 'push'] },
);
