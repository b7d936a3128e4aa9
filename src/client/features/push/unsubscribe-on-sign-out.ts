import type { ApiClient } from '#api-client/create-api-client.ts';
import { onSignOut } from '#client/state/sign-out-listeners.ts';
import { unsubscribeFromPush } from './push-subscription.ts';

/**
 * Tablets are shared: once a pupil signs out, their Web Push must stop arriving here. Runs before the
 * logout call, while the token still authorises the DELETE. Returns the function that unregisters.
 */
export const unsubscribeOnSignOut = (api: ApiClient) =>
  onSignOut(() =>
    unsubscribeFromPush(api).catch((error: unknown) => console.warn('Push unsubscribe failed', error)),
  );
