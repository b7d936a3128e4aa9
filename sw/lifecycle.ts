/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';

/** Message the page sends (src/client/features/pwa/service-worker.ts) when the person accepts an update. */
const SKIP_WAITING = 'SKIP_WAITING';

/**
 * A new version waits until the person chooses "Reload" (no surprise reloads mid-reading); once
 * active it takes control of open pages at once, which on a first visit makes the page offline-ready
 * without a reload.
 */
export function handleLifecycleMessages(sw: ServiceWorkerGlobalScope) {
  clientsClaim();
  sw.addEventListener('message', (event) => {
    if (event.data?.type === SKIP_WAITING) void sw.skipWaiting();
  });
}
