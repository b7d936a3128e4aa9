/** Names the page and the service worker (`sw/`) must agree on; one copy, imported by both sides. */

/** The Background Sync tag the page registers after a write; the service worker replays the outbox on it. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** The message the page sends after sign-in; the service worker answers by pulling the assigned texts. */
export const PULL_ASSIGNED_TEXTS = 'PULL_ASSIGNED_TEXTS';

/**
 * The service worker's Cache Storage of one user's original EPUB files of assigned texts, for
 * reading offline. One cache per user: tablets are shared, and a cached file is served offline
 * without asking the server, so it must only ever be served to the pupil it was fetched for.
 */
export const epubCacheName = (userId: number | string) => `assigned-epubs-user-${userId}`;

/**
 * The service worker's Cache Storage of one user's pictures of assigned texts (picture books), per
 * user for the same reason; bounded to MAX_OFFLINE_IMAGES, the least recently used going first.
 */
export const imageCacheName = (userId: number | string) => `assigned-images-user-${userId}`;
export const MAX_OFFLINE_IMAGES = 1500;

/** The one cache every user shared before caches were per user; removed when the worker activates. */
export const SHARED_EPUB_CACHE = 'assigned-epubs';
