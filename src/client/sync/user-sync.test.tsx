import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import type { Notification } from '#contract/notifications.ts';
import { hasPendingChanges } from '#local-db/user-db.ts';
import { clickUntil } from '#test/harness/click-until.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';
import { userSyncAtom } from './user-sync-atom.ts';

const id = '33333333-3333-4333-8333-333333333333';
const item: Notification = {
  id,
  type: 'questions_generated',
  data: {
    message: 'Questions are ready',
    text_id: 2,
    text_title: 'Rivers',
    text_author: null,
    due_date: null,
    assignment_uuid: null,
  },
  read_at: null,
  created_at: new Date().toISOString(),
};

const api = fakeAuthApiPerTest({ signedIn: true });
beforeEach(() => {
  api.on('GET /api/notifications', () => ({ status: 200, body: [item] }));
});

describe('the signed-in user’s outbox (docs/product.md §10)', () => {
  it('tells the person in plain words when the server refuses a change, and restores it', async () => {
    api.on(`DELETE /api/notifications/${id}`, () => ({
      status: 403,
      body: { message: 'You may not do that.' },
    }));
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/notifications' });
    await clickUntil('Remove notification', () => api.calls.some((call) => call.method === 'DELETE'));
    expect(await screen.findByText('A change could not be saved')).toBeTruthy();
    expect(screen.getByText('You may not do that.')).toBeTruthy();
    expect(await screen.findByText('Questions are ready')).toBeTruthy();
  }, 40_000);

  it('shows what waits to sync, warns before signing out, keeps it for the next sign-in and closes the database', async () => {
    api.on(`PATCH /api/notifications/${id}/read`, () => ({ status: 503, body: { message: 'Down.' } }));
    const store = createAppStore({ baseUrl: api.baseUrl });
    const { router } = renderApp({ store, path: '/notifications' });
    await clickUntil('Mark as read', () => screen.queryByText('1 change waiting to sync') !== null);
    const user = userEvent.setup();
    const db = store.get(userSyncAtom)?.db;

    await user.click(screen.getByRole('button', { name: /^Open user menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    // Before signing out: the warning, and a way to stay.
    const warning = await screen.findByRole(
      'dialog',
      { name: '1 change waiting to sync' },
      { timeout: 15_000 },
    );
    expect(router.state.location.pathname).toBe('/notifications');
    await user.click(within(warning).getByRole('button', { name: 'Sign out anyway' }));
    // Sign-out may wait up to 5 s for a change on its way; a loaded CI box needs more than the default.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    expect(
      await screen.findByText(
        'They are kept on this device and will be sent the next time you sign in here.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(store.get(userSyncAtom)).toBeNull();
    expect(db?.isOpen()).toBe(false);
    expect(await hasPendingChanges(7)).toBe(true);
  }, 40_000);

  it('sends what waits before signing out, even a change waiting out its retry delay', async () => {
    let answered = 0;
    api.on(`PATCH /api/notifications/${id}/read`, () =>
      answered++ === 0 ? { status: 503, body: { message: 'Down.' } } : { status: 200, body: {} },
    );
    const store = createAppStore({ baseUrl: api.baseUrl });
    const { router } = renderApp({ store, path: '/notifications' });
    await clickUntil('Mark as read', () => screen.queryByText('1 change waiting to sync') !== null);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /^Open user menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    expect(answered).toBe(2);
    expect(await hasPendingChanges(7)).toBe(false);
    expect(
      screen.queryByText('They are kept on this device and will be sent the next time you sign in here.'),
    ).toBeNull();
  }, 40_000);

  it('lets a change already on its way finish before signing out: it is marked sent, not kept', async () => {
    api.on(`PATCH /api/notifications/${id}/read`, () => ({ status: 200, body: {}, delay: 1500 }));
    const store = createAppStore({ baseUrl: api.baseUrl });
    const { router } = renderApp({ store, path: '/notifications' });
    await clickUntil('Mark as read', () => api.calls.some((call) => call.method === 'PATCH'));
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /^Open user menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    // Sign-out may wait up to 5 s for a change on its way; a loaded CI box needs more than the default.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    expect(await hasPendingChanges(7)).toBe(false);
    expect(
      screen.queryByText('They are kept on this device and will be sent the next time you sign in here.'),
    ).toBeNull();
  }, 40_000);
});
