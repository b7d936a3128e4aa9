/// <reference lib="webworker" />
import type { PushPayload } from '#contract/push.ts';

/** A payload as the server sends it (docs/product.md §7); anything else still shows something sensible. */
export function readPayload(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return {
      title: typeof data?.title === 'string' && data.title ? data.title : 'New notification',
      body: typeof data?.body === 'string' ? data.body : '',
      url: typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : '/notifications',
    };
  } catch {
    return { title: 'New notification', body: '', url: '/notifications' };
  }
}

/**
 * Web Push: shows the notification (title = message, body 'Text: {text_title}', the URL to open in
 * its data). The tag matches the open page's own desktop notification, so one replaces the other.
 */
export function showPushedNotifications(sw: ServiceWorkerGlobalScope) {
  sw.addEventListener('push', (event) => {
    const { title, body, url } = readPayload(event);
    event.waitUntil(
      sw.registration.showNotification(title, {
        body,
        tag: `${url}|${title}`,
        icon: '/icons/icon-192.png',
        data: { url },
      }),
    );
  });
}
