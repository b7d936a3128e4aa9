import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { queryClientAtom } from '#client/state/query-client.ts';
import { type AppStore, apiOf } from '#client/state/store.ts';

/**
 * A route loader's work: start a screen's remote read with the navigation — and on a link's hover
 * (`defaultPreload: 'intent'`) — so it runs while the screen's code loads, through the one query cache
 * the screen reads (`ensureQueryData`: nothing is fetched when the cache already has it). It does not
 * wait: the screen shows its own loading, failure and offline states, and a read that failed here is
 * read again when the screen mounts. Loaders are split from the route tree (vite.config.ts), so the
 * query modules and their schemas stay out of the first visit's JavaScript.
 */
export function startLoading<T, Key extends QueryKey>(
  store: AppStore,
  query: (api: ApiClient) => EnsureQueryDataOptions<T, Error, T, Key>,
): void {
  store
    .get(queryClientAtom)
    .ensureQueryData(query(apiOf(store)))
    .catch(() => undefined);
}
