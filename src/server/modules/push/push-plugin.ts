import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PushPayload } from '#contract/push.ts';
import { loadVapidKeys } from '../../adapters/push/vapid-keys.ts';
import { createWebPushSender } from '../../adapters/push/web-push-sender.ts';
import type { Config } from '../../config.ts';
import pushSubscriptionRoutes from './routes.ts';
import { sendPushToUser } from './send-push-to-user.ts';

export interface Push {
  /** Given to browsers (GET /api/config) as the applicationServerKey of their subscription. */
  vapidPublicKey: string;
  sendToUser(userId: number, payload: PushPayload): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

/** Web Push: VAPID keys, the subscription routes, and sending to a user's browsers. */
export default fp(
  async function pushPlugin(app: FastifyInstance, { config }: { config: Config }) {
    const vapid = loadVapidKeys(config);
    const deps = { database: app.database, sender: createWebPushSender(vapid), log: app.log };
    app.decorate('push', {
      vapidPublicKey: vapid.publicKey,
      sendToUser: (userId: number, payload: PushPayload) => sendPushToUser(deps, userId, payload),
    });
    await app.register(pushSubscriptionRoutes, { production: config.env === 'production' });
  },
  { name: 'push', dependencies: ['db', 'auth', 'idempotency'] },
);
