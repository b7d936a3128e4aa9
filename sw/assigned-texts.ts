/// <reference lib="webworker" />

import type { RouteHandlerCallback } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { createApiClient } from '#api-client/create-api-client.ts';
import { endpoints } from '#contract/endpoints.ts';
import { pathOf } from '#contract/route.ts';
import { type DeviceSession, readDeviceSession } from '#local-db/reading/device-session.ts';
import { pullAssignedTexts } from '#local-db/reading/pull-reading.ts';
import { openUserDb } from '#local-db/user-db.ts';
import {
  epubCacheName,
  imageCacheName,
  MAX_OFFLINE_IMAGES,
  PULL_ASSIGNED_TEXTS,
  SHARED_EPUB_CACHE,
} from '#local-db/worker-names.ts';
import { readPayload } from './push.ts';

const epubPath = (textId: number) => pathOf(endpoints.texts.epub, { id: textId });

async function cacheEpub(sw: ServiceWorkerGlobalScope, textId: number, session: DeviceSession) {
  const cache = await caches.open(epubCacheName(session.userId));
  const url = new URL(epubPath(textId), sw.location.origin).href;
  if (await cache.match(url)) return;
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/epub+zip' },
  });
  if (response.ok) await cache.put(url, response);
}

/**
 * Caches a text's pictures for reading offline, each once (a picture's address never shows other
 * bytes), keeping the user's image cache within MAX_OFFLINE_IMAGES.
 */
async function cacheImages(sw: ServiceWorkerGlobalScope, srcs: string[], session: DeviceSession) {
  const cacheName = imageCacheName(session.userId);
  const cache = await caches.open(cacheName);
  const expiration = new CacheExpiration(cacheName, { maxEntries: MAX_OFFLINE_IMAGES });
  for (const src of srcs) {
    const url = new URL(src, sw.location.origin).href;
    if (!(await cache.match(url))) {
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${session.token}`, Accept: 'image/*' },
      });
      if (!response.ok) throw new Error(`The picture ${src} could not be cached (${response.status}).`);
      await cache.put(url, response);
    }
    await expiration.updateTimestamp(url);
  }
  await expiration.expireEntries();
}

async function pullFor(sw: ServiceWorkerGlobalScope, session: DeviceSession): Promise<void> {
  const api = createApiClient({ baseUrl: sw.location.origin, getToken: () => session.token });
  const db = openUserDb(session.userId);
  try {
    const { texts, errors } = await pullAssignedTexts(db, api);
    for (const text of texts.filter((t) => t.hasEpub)) {
      await cacheEpub(sw, text.textId, session).catch((error: unknown) => errors.push(error));
    }
    for (const text of texts.filter((t) => t.imageSrcs.length > 0)) {
      await cacheImages(sw, text.imageSrcs, session).catch((error: unknown) => errors.push(error));
    }
    if (errors.length > 0) throw errors[0];
  } finally {
    db.close();
  }
}

/**
 * The pull under way per session (user and token): a new sign-in's first pull never joins one still
 * running for the previous pupil, or for the same pupil's revoked token.
 */
const running = new Map<string, Promise<void>>();

/**
 * Pulls every text assigned to the signed-in pupil into their local database and caches the
 * EPUB files. Rejects when something could not be fetched, so a sync is retried.
 */
export async function pullAndCacheAssignedTexts(sw: ServiceWorkerGlobalScope): Promise<void> {
  const session = await readDeviceSession();
  if (!session) return;
  const key = `${session.userId}:${session.token}`;
  let pull = running.get(key);
  if (!pull) {
    pull = pullFor(sw, session).finally(() => running.delete(key));
    running.set(key, pull);
  }
  return pull;
}

/** Is this push about an assignment (its URL opens one)? */
const isAssignmentPush = (event: PushEvent) => readPayload(event).url.startsWith('/assignments/');

/**
 * Keeps assigned texts available offline (docs/product.md §10): after sign-in (the page's message), on a
 * push about an assignment, and on Background Sync (`background-sync.ts`) the texts are pulled in.
 * EPUB files are served from the network, falling back to the cached copy offline.
 */
export function keepAssignedTextsOffline(sw: ServiceWorkerGlobalScope) {
  sw.addEventListener('message', (event) => {
    if (event.data?.type === PULL_ASSIGNED_TEXTS)
      event.waitUntil(pullAndCacheAssignedTexts(sw).catch(logFailure));
  });
  sw.addEventListener('push', (event) => {
    if (isAssignmentPush(event)) event.waitUntil(pullAndCacheAssignedTexts(sw).catch(logFailure));
  });
  registerRoute(
    ({ url }) => url.origin === sw.location.origin && /^\/api\/texts\/\d+\/epub$/.test(url.pathname),
    serveEpubOfSignedInUser,
  );
  registerRoute(
    ({ url }) => url.origin === sw.location.origin && /^\/api\/texts\/\d+\/images\/[^/]+$/.test(url.pathname),
    serveImageOfSignedInUser,
  );
  sw.addEventListener('activate', (event) => event.waitUntil(caches.delete(SHARED_EPUB_CACHE)));
}

/**
 * From the network, falling back to the signed-in user's own cache. Only for a request made with
 * that user's token: a session left behind (one that expired, so the page signed out without the
 * worker hearing of it) must not serve its books to whoever uses the tablet next.
 */
const serveEpubOfSignedInUser: RouteHandlerCallback = async (options) => {
  const session = await readDeviceSession();
  const request = options.request as Request;
  if (!session || request.headers.get('Authorization') !== `Bearer ${session.token}`) return fetch(request);
  return new NetworkFirst({ cacheName: epubCacheName(session.userId), networkTimeoutSeconds: 10 }).handle(
    options,
  );
};

/**
 * A text's picture from the signed-in user's own cache, else the network (and then kept there): a
 * picture's address never shows other bytes, so a cached copy is never out of date. The same rule
 * as EPUB files: only for a request made with that user's token.
 */
const serveImageOfSignedInUser: RouteHandlerCallback = async (options) => {
  const session = await readDeviceSession();
  const request = options.request as Request;
  if (!session || request.headers.get('Authorization') !== `Bearer ${session.token}`) return fetch(request);
  return new CacheFirst({
    cacheName: imageCacheName(session.userId),
    plugins: [new ExpirationPlugin({ maxEntries: MAX_OFFLINE_IMAGES })],
  }).handle(options);
};

const logFailure = (error: unknown) => console.warn('Assigned texts could not all be pulled', error);
