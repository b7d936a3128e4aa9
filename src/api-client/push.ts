import { endpoints } from '#contract/endpoints.ts';
import type { PushSubscriptionInput, pushRoutes } from '#contract/push.ts';
import { LOGOUT_TIMEOUT_MS } from './auth.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

type Routes = typeof pushRoutes;

/** POST /api/push-subscriptions: this browser receives Web Push for the signed-in user. */
export const savePushSubscription = (api: ApiClient, subscription: PushSubscriptionInput) =>
  callRoute<Routes['subscribe']>(api, endpoints.push.subscribe, { json: subscription });

/** DELETE /api/push-subscriptions: this browser stops receiving them. */
/** Bounded like the logout call: it runs on sign-out, which must finish on a hanging network. */
export const deletePushSubscription = (api: ApiClient, endpoint: string) =>
  callRoute<Routes['unsubscribe']>(api, endpoints.push.unsubscribe, {
    json: { endpoint },
    timeoutMs: LOGOUT_TIMEOUT_MS,
  });
