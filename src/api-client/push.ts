import { type PushSubscriptionInput, pushRoutes } from '#contract/push.ts';
import { LOGOUT_TIMEOUT_MS } from './auth.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

/** POST /api/push-subscriptions: this browser receives Web Push for the signed-in user. */
export const savePushSubscription = (api: ApiClient, subscription: PushSubscriptionInput) =>
  callRoute(api, pushRoutes.save, {}, { json: subscription });

/** DELETE /api/push-subscriptions: this browser stops receiving them. */
/** Bounded like the logout call: it runs on sign-out, which must finish on a hanging network. */
export const deletePushSubscription = (api: ApiClient, endpoint: string) =>
  callRoute(api, pushRoutes.remove, {}, { json: { endpoint }, timeoutMs: LOGOUT_TIMEOUT_MS });
