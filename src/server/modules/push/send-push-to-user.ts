import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '#contract/push.ts';
import type { PushSender } from '../../adapters/push/web-push-sender.ts';
import type { Database } from '../../db/database.ts';
import { deletePushSubscription, listPushTargets } from './repository.ts';

export interface PushDeps {
  database: Database;
  sender: PushSender;
  log: FastifyBaseLogger;
}

/** Sends to every subscription of the user; a 404/410 drops that subscription, other failures are logged. */
export async function sendPushToUser(deps: PushDeps, userId: number, payload: PushPayload) {
  const targets = await listPushTargets(deps.database, userId);
  await Promise.all(
    targets.map(async (target) => {
      const outcome = await deps.sender.send(target, payload);
      if (outcome.status === 'gone') await deletePushSubscription(deps.database.db, target.endpoint);
      if (outcome.status === 'failed') {
        deps.log.warn(
          { userId, pushService: new URL(target.endpoint).origin, reason: outcome.reason },
          'web push failed',
        );
      }
    }),
  );
}
