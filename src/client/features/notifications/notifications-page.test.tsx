import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import { userSyncAtom } from '#client/sync/user-sync-atom.ts';
import type { Notification } from '#contract/notifications.ts';
import { notificationsTable } from '#local-db/notifications/local-notification.ts';
import { clickUntil } from '#test/harness/click-until.ts';
import { testUser } from '#test/harness/fake-auth-api.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';
import { receivePushedNotification } from './receive-pushed-notification.ts';

const unreadId = '11111111-1111-4111-8111-111111111111';
const readId = '22222222-2222-4222-8222-222222222222';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const serverList = (): Notification[] => [
  {
    id: unreadId,
    type: 'assignment_notification',
    data: {
      message: 'You have a new reading assignment',
      text_id: 5,
      text_title: 'The Moon',
      text_author: 'Ada',
      due_date: '2026-04-01',
      assignment_uuid: 'a0a0a0a0-0000-4000-8000-000000000001',
    },
    read_at: null,
    created_at: minutesAgo(5),
  },
  {
    id: readId,
    type: 'questions_generated',
    data: {
      message: 'Questions are ready',
      text_id: 9,
      text_title: 'Rivers',
      text_author: null,
      due_date: null,
      assignment_uuid: null,
    },
    read_at: minutesAgo(60),
    created_at: minutesAgo(120),
  },
];

const api = fakeAuthApiPerTest({ signedIn: true });
beforeEach(() => {
  api.on('GET /api/notifications', () => ({ status: 200, body: serverList() }));
  api.on(`PATCH /api/notifications/${unreadId}/read`, () => ({ status: 200, body: {} }));
  api.on('PATCH /api/notifications/read-all', () => ({ status: 200, body: { read_count: 1 } }));
});

/**
 * Opens the bell until `shown` passes. On a busy machine the dashboard can re-render right after it
 * first appears (route chunks settling, see click-until.ts), which closes an open popover: it is
 * opened again, never toggled shut.
 */
async function openBellUntil(shown: () => void) {
  await waitFor(
    () => {
      const bell = screen.getByRole('button', { name: 'Notifications' });
      if (bell.getAttribute('aria-expanded') !== 'true') fireEvent.click(bell);
      shown();
    },
    { timeout: 15_000 },
  );
}

const patches = () => api.calls.filter((call) => call.method === 'PATCH').map((call) => call.path);
const render = (path: string) => renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path });

describe('Notifications screen (docs/product.md §2), read from the local database', () => {
  it('lists the pulled notifications and marks one read through the outbox', async () => {
    render('/notifications');
    // The first render of a file transforms the route chunks: on a busy machine that takes a while.
    expect(await screen.findByRole('heading', { name: 'Notifications' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('You have a new reading assignment')).toBeTruthy();
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect(screen.getByText('Assignment')).toBeTruthy();
    expect(screen.getByText('Questions Ready')).toBeTruthy();
    expect(screen.getByText('by Ada')).toBeTruthy();
    expect(screen.getByText('5m ago')).toBeTruthy();
    expect(screen.getByText('Showing 2 notification(s)')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1);

    await clickUntil('Mark as read', () => patches().length > 0);
    expect(await screen.findByText('0 unread')).toBeTruthy();
    await waitFor(() => expect(patches()).toEqual([`/api/notifications/${unreadId}/read`]));
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.headers['idempotency-key']).toBeTruthy();
    expect(patch?.headers.authorization).toBe('Bearer valid-token');
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).toBeNull());
    expect(screen.getByText('0 unread')).toBeTruthy();
  }, 40_000);

  it('rolls a refused read mark back, with no message to the person (docs/product.md §8)', async () => {
    api.on(`PATCH /api/notifications/${unreadId}/read`, () => ({
      status: 403,
      body: { message: 'Forbidden.' },
    }));
    render('/notifications');
    await clickUntil('Mark as read', () => patches().length > 0);
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(await screen.findByText('1 unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    expect(screen.queryByText('A change could not be saved')).toBeNull();
  });

  it('says when the unread filter finds nothing', async () => {
    api.on('GET /api/notifications', () => ({ status: 200, body: serverList().slice(1) }));
    render('/notifications?filter=unread');
    expect(await screen.findByText('No notifications found')).toBeTruthy();
    expect(screen.getByText('No unread notifications')).toBeTruthy();
    expect(screen.getByText('Showing 0 notification(s)')).toBeTruthy();
  });

  it('shows the empty text when there are none at all', async () => {
    api.on('GET /api/notifications', () => ({ status: 200, body: [] }));
    render('/notifications');
    expect(await screen.findByText("You don't have any notifications yet.")).toBeTruthy();
  });
});

describe('Notifications screen in the reader’s language (docs/i18n.md)', () => {
  /** The first item as the server now stores it, with its words; the second as stored before words. */
  const withWords = (): Notification[] => {
    const [worded, plain] = serverList() as [Notification, Notification];
    const words = { key: 'assignmentCompleted', values: { pupil: 'Ada', title: 'Çalıkuşu' } };
    return [{ ...worded, data: { ...worded.data, message: 'Ada completed "Çalıkuşu"', words } }, plain];
  };

  it('writes a notification from its words in Turkish, and keeps an old one’s stored message', async () => {
    api.on('GET /api/user', () => ({ status: 200, body: { user: testUser({ locale: 'tr' }) } }));
    api.on('GET /api/notifications', () => ({ status: 200, body: withWords() }));
    render('/notifications');
    expect(await screen.findByRole('heading', { name: 'Bildirimler' }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('Ada, “Çalıkuşu” metnini bitirdi')).toBeTruthy();
    expect(screen.getByText('Questions are ready')).toBeTruthy();
    expect(screen.queryByText('Ada completed "Çalıkuşu"')).toBeNull();
  });

  it('writes an old notification’s known English body in Turkish, values kept, and an unknown one as stored', async () => {
    const [assignment, plain] = serverList() as [Notification, Notification];
    const storedBeforeWords = 'Questions are ready for "Rivers" (1 of 3 sections could not be generated)';
    const old = { ...assignment, data: { ...assignment.data, message: storedBeforeWords } };
    api.on('GET /api/user', () => ({ status: 200, body: { user: testUser({ locale: 'tr' }) } }));
    api.on('GET /api/notifications', () => ({ status: 200, body: [old, plain] }));
    render('/notifications');
    expect(await screen.findByRole('heading', { name: 'Bildirimler' }, { timeout: 15_000 })).toBeTruthy();
    expect(
      await screen.findByText('“Rivers” için sorular hazır (3 bölümden 1 tanesi için soru oluşturulamadı)'),
    ).toBeTruthy();
    expect(screen.queryByText(storedBeforeWords)).toBeNull();
    expect(screen.getByText('Questions are ready')).toBeTruthy();
  });

  it('writes the same words in English exactly as the stored message', async () => {
    api.on('GET /api/notifications', () => ({ status: 200, body: withWords() }));
    render('/notifications');
    expect(await screen.findByText('Ada completed "Çalıkuşu"', {}, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('notification bell (docs/product.md §2)', () => {
  it('shows the unread count, marks all read and opens an item’s assignment', async () => {
    const { router } = render('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toContain('1'));
    expect(within(bell).getByTitle('Disconnected')).toBeTruthy();

    const dayShown = new Date('2026-04-01').toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    await openBellUntil(() => {
      expect(screen.getByText('The Moon by Ada')).toBeTruthy();
      expect(screen.getByText(`Due: ${dayShown}`)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'View all notifications' })).toBeTruthy();
    });
    await clickUntil('Mark all read', () => patches().length > 0);
    expect(patches()).toEqual(['/api/notifications/read-all']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull());

    fireEvent.click(screen.getByText('You have a new reading assignment'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/assignments/a0a0a0a0-0000-4000-8000-000000000001'),
    );
  });

  it('keeps a pushed notification that lands while an older pull is on its way', async () => {
    // The first pull's list predates the push: stored as it is, it would drop the pushed item.
    let listsServed = 0;
    api.on('GET /api/notifications', () => {
      listsServed += 1;
      return listsServed === 1
        ? { status: 200, body: [], delay: 1_500 }
        : { status: 200, body: serverList() };
    });
    const store = createAppStore({ baseUrl: api.baseUrl });
    renderApp({ store, path: '/dashboard' });
    await waitFor(() => expect(listsServed).toBe(1), { timeout: 15_000 });
    const pushed = serverList()[0] as Notification;
    const navigation = { openAssignment: () => {}, openPath: () => {} };
    await receivePushedNotification(store, { id: pushed.id, type: pushed.type, ...pushed.data }, navigation);

    const db = store.get(userSyncAtom)?.db;
    if (!db) throw new Error('The user database is not open');
    expect((await notificationsTable(db).get(unreadId))?.read).toBe(false);
    expect(listsServed).toBe(2);
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toContain('1'));
  });

  it('removes an item locally and on the server', async () => {
    api.on(`DELETE /api/notifications/${readId}`, () => ({ status: 204 }));
    render('/dashboard');
    await openBellUntil(() => expect(screen.getByText('Questions are ready')).toBeTruthy());
    const removeButtons = await screen.findAllByRole('button', { name: 'Remove notification' });
    fireEvent.click(removeButtons[1] as HTMLElement);
    // Gone from the list, not merely hidden by a popover a re-render closed: the other item shows.
    await openBellUntil(() => {
      expect(screen.getByText('You have a new reading assignment')).toBeTruthy();
      expect(screen.queryByText('Questions are ready')).toBeNull();
    });
    // The outbox sends about a second after the write (debounced): wait past that, and past a busy
    // machine's slow second (a CI run beside other work once took over five).
    await waitFor(
      () =>
        expect(
          api.calls.some((call) => call.method === 'DELETE' && call.path === `/api/notifications/${readId}`),
        ).toBe(true),
      { timeout: 15_000 },
    );
  });
});
