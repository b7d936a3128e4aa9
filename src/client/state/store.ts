import { atom, createStore } from 'jotai';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { createApiClient } from '#api-client/create-api-client.ts';
import { tokenAtom } from './session-atoms.ts';
import { readStoredToken } from './session-storage.ts';

export type AppStore = ReturnType<typeof createStore>;

/** The API client of this store; it reads the token from the same store on every request. */
export const apiClientAtom = atom<ApiClient | null>(null);

/** Where this store's API lives (`window.location.origin` in the app, a loopback server in tests). */
export const apiBaseUrlAtom = atom('');

/**
 * Creates a store with its API client and the stored token loaded (docs/product.md §4: the stored token is loaded
 * at startup and attached as a bearer header). Tests create one per case against their own server.
 */
export function createAppStore({ baseUrl }: { baseUrl: string }): AppStore {
  const store = createStore();
  store.set(tokenAtom, readStoredToken());
  store.set(apiBaseUrlAtom, baseUrl);
  store.set(apiClientAtom, createApiClient({ baseUrl, getToken: () => store.get(tokenAtom) }));
  return store;
}

/** The API client of a store; every app store has one. */
export function apiOf(store: AppStore): ApiClient {
  const api = store.get(apiClientAtom);
  if (!api) throw new Error('This store has no API client: create it with createAppStore');
  return api;
}

let appStore: AppStore | undefined;

/** The one store of the running app (created on first use, so importing this module touches nothing). */
export function getAppStore(): AppStore {
  appStore ??= createAppStore({ baseUrl: window.location.origin });
  return appStore;
}
