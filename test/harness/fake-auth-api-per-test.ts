import { cleanup } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, beforeEach, vi } from 'vitest';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { userDbName } from '#local-db/user-db.ts';
import { type FakeAuthApi, startFakeAuthApi, testUser } from './fake-auth-api.ts';

/**
 * A fresh fake API for every test of the file, started after localStorage is emptied (keeping a stored
 * token when `signedIn`) and console.warn silenced (the session warns about the failures tests provoke).
 * When `signedIn`, each test ends by unmounting the app (which stops the user's outbox and closes their
 * database) and only then deleting that database: deleted under a still-mounted reader, a late write
 * recreated it and the next test opened at the previous test's section.
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
    cleanup();
    await api?.close();
    if (signedIn) await Dexie.delete(userDbName(testUser().id));
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
