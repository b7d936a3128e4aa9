/// <reference lib="webworker" />

/** Same-origin path from the notification's data; anything else opens the notifications list. */
function targetOf(notification: Notification): string {
  const url = (notification.data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/notifications';
}

/** On click: focus an open window of the app and navigate it there, or open a new one. */
export function openNotificationTargets(sw: ServiceWorkerGlobalScope) {
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(targetOf(event.notification), sw.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
        if (!open) return void (await sw.clients.openWindow(url));
        const focused = await open.focus();
        await focused.navigate(url).catch(() => sw.clients.openWindow(url));
      })(),
    );
  });
}
