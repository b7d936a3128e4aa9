import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

/**
 * Caches the app shell (HTML, hashed JS/CSS, manifest, icons) at install, serves it cache-first,
 * and deletes caches left by older Workbox precache formats.
 */
export function precacheShell(manifest: Array<PrecacheEntry | string>) {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
}
