import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_TIMEOUT_MS } from '#api-client/auth.ts';
import { type FakeAuthApi, startFakeAuthApi, testUser } from '#test/harness/fake-auth-api.ts';
import { initSession, signIn, signOut } from './session.ts';
import { initializedAtom, isAuthenticatedAtom, tokenAtom, userAtom } from './session-atoms.ts';
import { CACHED_USER_KEY, TOKEN_KEY } from './session-storage.ts';
import { createAppStore } from './store.ts';

let api: FakeAuthApi;

beforeEach(async () => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api = await startFakeAuthApi();
});
afterEach(async () => {
  await api.close();
  vi.mocked(console.warn).mockRestore();
});

describe('session init (docs/product.md §4, docs/architecture.md §16, deviation 2)', () => {
  it('attaches the stored token, fetches the CSRF cookie, then the user, and signs in', async () => {
    localStorage.setItem(TOKEN_KEY, 'valid-token');
    // biome-ignore lint/suspicious/noDocumentCookie: the server's Set-Cookie does not reach jsdom; plant the cookie.
    document.cookie = 'XSRF-TOKEN=abc%3D';
    const store = createAppStore({ baseUrl: api.baseUrl });

    await initSession(store);

    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'GET /api/user',
    ]);
    const userCall = api.calls[1];
    expect(userCall?.headers.authorization).toBe('Bearer valid-token');
    expect(userCall?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(userCall?.headers.accept).toBe('application/json');
    expect(userCall?.headers['x-xsrf-token']).toBe('abc=');
    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(userAtom)?.name).toBe('Ada Lovelace');
    expect(store.get(initializedAtom)).toBe(true);
    expect(JSON.parse(localStorage.getItem(CACHED_USER_KEY) ?? 'null')).toMatchObject({ id: 7 });
    // biome-ignore lint/suspicious/noDocumentCookie: removes the planted cookie again.
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('runs once: a second init makes no calls', async () => {
    localStorage.setItem(TOKEN_KEY, 'valid-token');
    const store = createAppStore({ baseUrl: api.baseUrl });
    await Promise.all([initSession(store), initSession(store)]);
    await initSession(store);
    expect(api.calls).toHaveLength(2);
  });

  it('a 401 clears the user and removes the stored token', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired-token');
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify(testUser()));
    const store = createAppStore({ baseUrl: api.baseUrl });

    await initSession(store);

    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(CACHED_USER_KEY)).toBeNull();
    expect(store.get(initializedAtom)).toBe(true);
  });

  it('another HTTP failure signs out but keeps the stored token', async () => {
    localStorage.setItem(TOKEN_KEY, 'valid-token');
    api.on('GET /api/user', () => ({ status: 500, body: { message: 'Server Error' } }));
    const store = createAppStore({ baseUrl: api.baseUrl });

    await initSession(store);

    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('valid-token');
    expect(store.get(initializedAtom)).toBe(true);
  });

  it('offline with a stored token and a cached user stays signed in from the cache', async () => {
    localStorage.setItem(TOKEN_KEY, 'valid-token');
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify(testUser({ name: 'Cached Kid' })));
    await api.close();
    const store = createAppStore({ baseUrl: api.baseUrl });

    await initSession(store);

    expect(store.get(isAuthenticatedAtom)).toBe(true);
    expect(store.get(userAtom)?.name).toBe('Cached Kid');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('valid-token');
    expect(store.get(initializedAtom)).toBe(true);
    api = await startFakeAuthApi();
  });

  it('offline without a cached user is signed out, token kept for the next start', async () => {
    localStorage.setItem(TOKEN_KEY, 'valid-token');
    await api.close();
    const store = createAppStore({ baseUrl: api.baseUrl });

    await initSession(store);

    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('valid-token');
    expect(store.get(initializedAtom)).toBe(true);
    api = await startFakeAuthApi();
  });
});

describe('sign-in and sign-out (docs/product.md §4)', () => {
  it('sign-in stores the token and the user', async () => {
    const store = createAppStore({ baseUrl: api.baseUrl });
    expect(await signIn(store, { email: 'ada@example.com', password: 'secret', remember: true })).toBe(true);
    expect(api.calls.at(-1)?.body).toEqual({ email: 'ada@example.com', password: 'secret', remember: true });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('valid-token');
    expect(store.get(isAuthenticatedAtom)).toBe(true);
  });

  it('sign-in answered without success true returns false', async () => {
    api.on('POST /api/login', () => ({ status: 200, body: { success: false } }));
    const store = createAppStore({ baseUrl: api.baseUrl });
    expect(await signIn(store, { email: 'ada@example.com', password: 'x' })).toBe(false);
    expect(store.get(isAuthenticatedAtom)).toBe(false);
  });

  it('sign-out clears everything even when the logout call fails', async () => {
    localStorage.setItem(TOKEN_KEY, 'valid-token');
    const store = createAppStore({ baseUrl: api.baseUrl });
    await initSession(store);
    api.on('POST /api/logout', () => ({ status: 500, body: { message: 'Server Error' } }));

    await signOut(store);

    expect(api.calls.at(-1)?.headers.authorization).toBe('Bearer valid-token');
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(initializedAtom)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(CACHED_USER_KEY)).toBeNull();
  });

  it('sign-out finishes and clears the session when the logout call hangs', async () => {
    localStorage.setItem(TOKEN_KEY, 'valid-token');
    const store = createAppStore({ baseUrl: api.baseUrl });
    await initSession(store);
    api.on('POST /api/logout', () => ({ status: 200, body: {}, delay: 15_000 }));

    const started = Date.now();
    await signOut(store);

    expect(Date.now() - started).toBeLessThan(LOGOUT_TIMEOUT_MS + 3000);
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
