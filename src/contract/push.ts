import { z } from 'zod';
import { endpoints } from './endpoints.ts';
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

/** Both answer 204; the server POSTs to stored endpoints, so production accepts only public push services. */
export const pushRoutes = {
  subscribe: defineRoute(endpoints.push.subscribe, {
    body: pushSubscriptionSchema,
    response: { 204: z.null() },
  }),
  unsubscribe: defineRoute(endpoints.push.unsubscribe, {
    body: deletePushSubscriptionSchema,
    response: { 204: z.null() },
  }),
};
