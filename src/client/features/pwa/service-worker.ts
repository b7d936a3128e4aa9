import { observableValue } from './observable-value.ts';

/** True when a new service worker is installed and waits for the person to accept the update. */
export const updateWaiting = observableValue(false);

let registration: Promise<ServiceWorkerRegistration> | undefined;

/** The message sw/lifecycle.ts answers with `skipWaiting()`. */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Raises `updateWaiting` whenever a new version has installed behind the one in control. */
function watchForUpdates(found: ServiceWorkerRegistration) {
  const markIfWaiting = () => {
    if (found.waiting && navigator.serviceWorker.controller) updateWaiting.set(true);
  };
  markIfWaiting();
  found.addEventListener('updatefound', () => {
    const installing = found.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') markIfWaiting();
    });
  });
}

/**
 * Registers `/sw.js` once per page (idempotent: several components may ask), after the `load`
 * event so it never competes with the first render. The browser's own API, not workbox-window:
 * the few lines below are all the page needs, and the first visit's budget has no room to spare.
 */
export function registerServiceWorker() {
  if (registration || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const hadController = Boolean(workers.controller);
  // A new version took control (accepted here or in another tab): reload, because the new worker
  // has dropped the old version's chunks this page may still need. The first install (no
  // controller before, no update waiting) takes control silently.
  workers.addEventListener('controllerchange', () => {
    if (hadController || updateWaiting.get()) window.location.reload();
  });
  registration = pageLoaded()
    .then(() => workers.register('/sw.js', { scope: '/' }))
    .then((registered) => {
      watchForUpdates(registered);
      // A tablet may stay on one page for days: look for a new version whenever the app comes back into view.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registered.update().catch(() => undefined);
      });
      return registered;
    });
  registration.catch(() => undefined);
}

/** Activates the waiting worker; the `controllerchange` listener above then reloads into it. */
export async function applyUpdate() {
  const registered = await registration?.catch(() => undefined);
  registered?.waiting?.postMessage(SKIP_WAITING);
}
