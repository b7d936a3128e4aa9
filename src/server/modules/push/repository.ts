import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#contract/push.ts';
import type { Db } from '../../db/database.ts';
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

export function listPushSubscriptions(db: Db, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The push service said this endpoint is gone (404/410). */
export async function deletePushSubscription(db: Db, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}
