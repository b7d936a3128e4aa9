import { afterEach, beforeEach, vi } from 'vitest';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { type FakeAuthApi, startFakeAuthApi } from './fake-auth-api.ts';

/**
 * A fresh fake API for every test of the file, started after localStorage is emptied (keeping a stored
 * token when `signedIn`) and console.warn silenced (the session warns about the failures tests provoke).
 * The returned API forwards to the current test's one, so read it inside tests.
 */
export function fakeAuthApiPerTest({ signedIn = false }: { signedIn?: boolean } = {}): FakeAuthApi {
  let api: FakeAuthApi | undefined;
  beforeEach(async () => {
    localStorage.clear();
    if (signedIn) localStorage.setItem(TOKEN_KEY, 'valid-token');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api = await startFakeAuthApi();
  });
  afterEach(async () => {
    await api?.close();
    vi.mocked(console.warn).mockRestore();
  });
  const current = () => {
    if (!api) throw new Error('The fake API starts in beforeEach; use it inside a test.');
    return api;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get calls() {
      return current().calls;
    },
    on: (route, handler) => current().on(route, handler),
    close: () => current().close(),
  };
}
