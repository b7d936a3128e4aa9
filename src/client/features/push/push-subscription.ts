import { getAppConfig } from '#api-client/app-config.ts';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { deletePushSubscription, savePushSubscription } from '#api-client/push.ts';
import type { PushSubscriptionInput } from '#contract/push.ts';

export const isPushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

/** This browser's push subscription, if the service worker is registered and subscribed. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key is base64url; the Push API takes its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Subscribes this browser with the server's VAPID key and registers it (POST /api/push-subscriptions). */
export async function subscribeToPush(api: ApiClient): Promise<void> {
  const { vapid_public_key: vapidKey } = await getAppConfig(api);
  const registration = await navigator.serviceWorker.getRegistration();
  if (!vapidKey || !registration) throw new Error('Web Push is not available on this server or page.');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidKey),
    }));
  await savePushSubscription(api, subscription.toJSON() as PushSubscriptionInput);
}

/**
 * Stops Web Push here: the server forgets the endpoint (DELETE), and the browser unsubscribes even
 * when that call fails (offline sign-out on a shared tablet: the next pupil must not get these pushes;
 * the server drops the endpoint once the push service answers that it is gone).
 */
export async function unsubscribeFromPush(api: ApiClient): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await deletePushSubscription(api, subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}

/**
 * Asks for notification permission (call only from a click) and, once granted, subscribes to Web
 * Push. True when desktop notifications are allowed, even if the push subscription failed.
 */
export async function enableNotifications(api: ApiClient): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return false;
  if (isPushSupported())
    await subscribeToPush(api).catch((error: unknown) => console.warn('Web Push subscription failed', error));
  return true;
}
