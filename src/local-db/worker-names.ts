/** Names the page and the service worker (`sw/`) must agree on; one copy, imported by both sides. */

/** The Background Sync tag the page registers after a write; the service worker replays the outbox on it. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** The message the page sends after sign-in; the service worker answers by pulling the assigned texts. */
export const PULL_ASSIGNED_TEXTS = 'PULL_ASSIGNED_TEXTS';

/** The service worker's Cache Storage of original EPUB files of assigned texts, for reading offline. */
export const EPUB_CACHE = 'assigned-epubs';
