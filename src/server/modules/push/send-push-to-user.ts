import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '#contract/push.ts';
import type { PushSender } from '../../adapters/push/web-push-sender.ts';
import type { Db } from '../../db/database.ts';
import { deletePushSubscription, listPushSubscriptions } from './repository.ts';

export interface PushDeps {
  db: Db;
  sender: PushSender;
  log: FastifyBaseLogger;
}

/** Sends to every subscription of the user; a 404/410 drops that subscription, other failures are logged. */
export async function sendPushToUser(deps: PushDeps, userId: number, payload: PushPayload) {
  const targets = await listPushSubscriptions(deps.db, userId);
  await Promise.all(
    targets.map(async (target) => {
      const outcome = await deps.sender.send(target, payload);
      if (outcome.status === 'gone') await deletePushSubscription(deps.db, target.endpoint);
      if (outcome.status === 'failed') {
        deps.log.warn(
          { userId, pushService: new URL(target.endpoint).origin, reason: outcome.reason },
          'web push failed',
        );
      }
    }),
  );
}
