import { tokenAtom } from '#client/state/session-atoms.ts';
import { type AppStore, apiBaseUrlAtom } from '#client/state/store.ts';
import { createFetchTransport } from '#local-db/fetch-transport.ts';
import type { OutboxTransport } from '#local-db/outbox-transport.ts';

/**
 * The outbox transport of the window: the engine's own fetch transport on this store's API base URL
 * and token. Not the ky client: the outbox needs the request timeout and the `Retry-After` header
 * (a replay that overlaps its first send is answered 409 with Retry-After and must be retried, not
 * rolled back).
 */
export function createApiTransport(store: AppStore): OutboxTransport {
  return createFetchTransport({ baseUrl: store.get(apiBaseUrlAtom), getToken: () => store.get(tokenAtom) });
}
