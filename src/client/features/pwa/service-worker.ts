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
  const hadController = Boolean(navigator.serviceWorker.controller);
  workbox = import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => updateWaiting.set(true));
    // A new version took control (accepted here or in another tab): reload, because the new worker
    // has dropped the old version's chunks this page may still need. The first install (no
    // controller before, no update waiting) takes control silently.
    wb.addEventListener('controlling', () => {
      if (hadController || updateWaiting.get()) window.location.reload();
    });
    void wb.register();
    // A tablet may stay on one page for days: look for a new version whenever the app comes back into view.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void wb.update();
    });
    return wb;
  });
}

/** Activates the waiting worker; the `controlling` listener above then reloads into it. */
export async function applyUpdate() {
  (await workbox)?.messageSkipWaiting();
}
