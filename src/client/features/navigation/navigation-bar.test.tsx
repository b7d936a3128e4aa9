import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAuthenticatedAtom } from '#client/state/session-atoms.ts';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { onSignOut } from '#client/state/sign-out-listeners.ts';
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

async function openAs(user: ReturnType<typeof testUser> | null, path = '/dashboard') {
  api = await startFakeAuthApi(user ? { user } : {});
  if (user) localStorage.setItem(TOKEN_KEY, 'valid-token');
  const store = createAppStore({ baseUrl: api.baseUrl });
  const view = renderApp({ store, path });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return { ...view, store, nav };
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('navigation bar (docs/product.md §2)', () => {
  it('shows visitors Home, Sign in and Sign up', async () => {
    const { nav } = await openAs(null, '/');
    expect(linkNames(nav)).toEqual(['Home', 'Sign in', 'Sign up']);
    expect(screen.queryByRole('button', { name: /^Open user menu/ })).toBeNull();
  });

  it('shows signed-in pupils their links without My Texts', async () => {
    const { nav } = await openAs(testUser());
    expect(linkNames(nav)).toEqual(['Home', 'Dashboard', 'My Assignments', 'Notifications']);
  });

  it('shows admins My Texts and Classes too', async () => {
    const { nav } = await openAs(testUser({ roles: [{ name: 'admin' }] }));
    expect(linkNames(nav)).toEqual([
      'Home',
      'Dashboard',
      'My Texts',
      'Classes',
      'My Assignments',
      'Notifications',
    ]);
  });

  it('shows the avatar initials and the user menu; the menu closes on a route change', async () => {
    const { router } = await openAs(testUser({ name: 'Grace Brewster Hopper' }));
    const avatar = await screen.findByRole('button', { name: /^Open user menu/ });
    expect(avatar.textContent).toBe('GH');
    const user = userEvent.setup();
    await user.click(avatar);
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Signed in as');
    expect(menu.textContent).toContain('Grace Brewster Hopper');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'Your Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('the mobile menu toggles, and closes on outside click and on route change', async () => {
    const { router } = await openAs(testUser());
    const heading = await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' });
    const user = userEvent.setup();
    const burger = screen.getByRole('button', { name: 'Open navigation menu' });
    await user.click(burger);
    expect(linkNames(screen.getByRole('navigation', { name: 'Mobile' }))).toContain('My Assignments');
    await user.click(heading);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull());

    await user.click(burger);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Home' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull());
  });

  it('signs out in order: listeners, logout call, then home — even when logout fails', async () => {
    const { router, store } = await openAs(testUser());
    const order: string[] = [];
    const removeListener = onSignOut(() => {
      order.push(
        `listener (calls so far: ${api.calls.filter((call) => call.path === '/api/logout').length})`,
      );
    });
    api.on('POST /api/logout', () => {
      order.push('logout call');
      return { status: 500, body: { message: 'Server Error' } };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Open user menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    removeListener();
    expect(order).toEqual(['listener (calls so far: 0)', 'logout call']);
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeTruthy();
  });
});
