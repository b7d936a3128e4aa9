import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#contract/push.ts';
import type { PushTarget } from '../../adapters/push/web-push-sender.ts';
import type { Database, Db } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { pushSubscriptions } from '../../db/schema.ts';

/**
 * Stores the browser's subscription for this user. An endpoint already held by someone else moves to
 * the caller: a shared tablet's browser has one subscription, and it belongs to whoever signed in last.
 */
export async function upsertPushSubscription(db: Db, userId: number, subscription: PushSubscriptionInput) {
  const values = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function deleteUserPushSubscription(db: Db, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

/**
 * Prepared (docs/architecture.md §6): every notification looks here, ten at once when a teacher
 * assigns, and on the embedded database a planned-each-time query holds the class's answers up.
 */
const listPushTargetsStatement = preparedStatement({
  name: 'push_targets_of_user',
  text: 'select endpoint, p256dh, auth from push_subscriptions where user_id = $1::int',
});

/** Where to send a user's pushes: each browser's endpoint and keys. */
export const listPushTargets = (database: Database, userId: number) =>
  database.runPrepared<PushTarget>(listPushTargetsStatement, [userId]);

/** The push service said this endpoint is gone (404/410). */
export async function deletePushSubscription(db: Db, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
