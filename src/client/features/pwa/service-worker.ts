import type { Workbox } from 'workbox-window';
import { observableValue } from './observable-value.ts';

/** True when a new service worker is installed and waits for the person to accept the update. */
export const updateWaiting = observableValue(false);

let workbox: Promise<Workbox> | undefined;

/**
 * Registers `/sw.js` once per page (idempotent: several components may ask). workbox-window is
 * loaded on demand so it stays out of the first route's bundle; it registers after the `load` event.
 */
export function registerServiceWorker() {
  if (workbox || !('serviceWorker' in navigator)) return;
  workbox = import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => updateWaiting.set(true));
    void wb.register();
    // A tablet may stay on one page for days: look for a new version whenever the app comes back into view.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void wb.update();
    });
    return wb;
  });
}

/** Activates the waiting worker, then reloads once it controls the page so the new shell is used. */
export async function applyUpdate() {
  const wb = await workbox;
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}
