import { z } from 'zod';
import { defineRoute } from './route.ts';

/** POST /api/push-subscriptions: `PushSubscription.toJSON()` from the browser (extra fields ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    /** Base64url P-256 public key of the browser (65 bytes uncompressed). */
    p256dh: z.string().min(1).max(200),
    /** Base64url 16-byte auth secret. */
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push-subscriptions: removes the caller's subscription with this endpoint (204 always). */
export const deletePushSubscriptionSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** What the service worker receives in a push event. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Same-origin path to open on click, e.g. `/assignments/{uuid}`. */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** This browser's Web Push subscription for the signed-in user: saved, or removed (both 204). */
export const pushRoutes = {
  save: defineRoute({
    method: 'post',
    path: '/api/push-subscriptions',
    body: pushSubscriptionSchema,
    status: 204,
    response: z.null(),
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/push-subscriptions',
    body: deletePushSubscriptionSchema,
    status: 204,
    response: z.null(),
  }),
};
