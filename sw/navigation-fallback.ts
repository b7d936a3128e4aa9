import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Server paths that are never client routes: the API, the CSRF cookie, realtime auth and its WebSocket. */
const SERVER_PATHS = [/^\/api\//, /^\/sanctum\//, /^\/broadcasting\//, /^\/app\//];

/**
 * Every client-side route answers with the precached `index.html`, so deep links (`/dashboard`,
 * `/assignments/…`) open offline too. Requires `precacheShell` first: it binds to the precached URL.
 */
export function serveNavigationsFromShell() {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));
}
