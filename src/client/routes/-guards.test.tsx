import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initializedAtom } from '#client/state/session-atoms.ts';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { createAppStore } from '#client/state/store.ts';
import { type FakeAuthApi, startFakeAuthApi, testUser } from '#test/harness/fake-auth-api.ts';
import { renderApp } from '#test/harness/render-app.tsx';

let api: FakeAuthApi;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await api.close();
  vi.mocked(console.warn).mockRestore();
});

/** A store whose session init will find the given user (or nobody). */
async function storeFor(user: ReturnType<typeof testUser> | null) {
  api = await startFakeAuthApi(user ? { user } : {});
  if (user) localStorage.setItem(TOKEN_KEY, 'valid-token');
  return createAppStore({ baseUrl: api.baseUrl });
}

async function expectLocation(router: ReturnType<typeof renderApp>['router'], href: string) {
  await waitFor(() => expect(router.state.location.href).toBe(href));
}

describe('route guards (docs/product.md §2)', () => {
  it('initialises the session before the first navigation', async () => {
    const store = await storeFor(testUser());
    renderApp({ store, path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeTruthy();
    expect(store.get(initializedAtom)).toBe(true);
  });

  it('sends a visitor on a protected route to /signin with the wanted full path', async () => {
    const { router } = renderApp({ store: await storeFor(null), path: '/texts/5/edit?tab=questions' });
    await expectLocation(router, `/signin?redirect=${encodeURIComponent('/texts/5/edit?tab=questions')}`);
    expect(router.state.location.search).toMatchObject({ redirect: '/texts/5/edit?tab=questions' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a visitor on /email/verify to /signin too', async () => {
    const { router } = renderApp({ store: await storeFor(null), path: '/email/verify' });
    await expectLocation(router, '/signin?redirect=%2Femail%2Fverify');
  });

  it('sends a signed-in person on a guest-only route to the dashboard', async () => {
    const { router } = renderApp({ store: await storeFor(testUser()), path: '/signin' });
    await expectLocation(router, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeTruthy();
  });

  it('sends a signed-in person with an unverified e-mail to the verification screen', async () => {
    const store = await storeFor(testUser({ email_verified_at: null }));
    const { router } = renderApp({ store, path: '/assignments' });
    await expectLocation(router, '/email/verify');
    expect(await screen.findByText('Please verify your email address')).toBeTruthy();
  });

  it('lets an unverified person open /email-verified', async () => {
    const store = await storeFor(testUser({ email_verified_at: null }));
    const { router } = renderApp({ store, path: '/email-verified?error=invalid_hash' });
    expect(await screen.findByText('Geçersiz veya süresi dolmuş doğrulama bağlantısı')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/email-verified');
  });

  it('lets a verified person through to a protected screen', async () => {
    const { router } = renderApp({ store: await storeFor(testUser()), path: '/assignments/abc-123/summary' });
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assignments/abc-123/summary');
  });

  it('sends an unknown path home', async () => {
    const { router } = renderApp({ store: await storeFor(null), path: '/no/such/page' });
    await expectLocation(router, '/');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeTruthy();
  });

  it('redirects /register to /signup keeping the query', async () => {
    const { router } = renderApp({
      store: await storeFor(null),
      path: '/register?email=kid%40example.com&token=t1&from=letter',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toMatchObject({ email: 'kid@example.com', token: 't1' });
    // The whole query, not only the two fields sign-up reads.
    expect(router.state.location.searchStr).toContain('from=letter');
    expect(await screen.findByRole('heading', { name: 'Complete your account setup' })).toBeTruthy();
  });
});
