import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { createAppStore } from '#client/state/store.ts';
import { createApiTransport } from '#client/sync/api-transport.ts';
import { userSyncAtom } from '#client/sync/user-sync-atom.ts';
import type { MyAssignment } from '#contract/assignments.ts';
import { notificationsTable } from '#local-db/notifications/local-notification.ts';
import { createOutboxProcessor } from '#local-db/outbox-processor.ts';
import { openUserDb, type UserDb } from '#local-db/user-db.ts';
import { type FakeAuthApi, startFakeAuthApi } from '#test/harness/fake-auth-api.ts';
import { renderScreen } from '#test/harness/render-screen.tsx';
import { MyAssignmentsPage } from './my-assignments-page.tsx';

const uuids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'] as const;
const item = (uuid: string, overrides: Partial<MyAssignment> = {}): MyAssignment => ({
  id: 1,
  uuid,
  status: 'pending',
  mode: 'check',
  due_date: '2026-12-05T23:59:59.999Z',
  created_at: '2026-11-01T00:00:00.000Z',
  completed_at: null,
  answered_questions: 1,
  total_questions: 3,
  text: { id: 3, title: 'The Fox and the Grapes', author: 'Aesop', reading_level: 2 },
  ...overrides,
});

let api: FakeAuthApi;
let db: UserDb;
let counter = 0;

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api = await startFakeAuthApi();
  counter += 1;
  db = openUserDb(`my-assignments-page-${counter}`);
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
  await api.close();
  vi.mocked(console.warn).mockRestore();
});

/** The page alone in a one-route router, with a real database and outbox processor against the fake API. */
function renderPage() {
  const store = createAppStore({ baseUrl: api.baseUrl });
  store.set(tokenAtom, 'valid-token');
  const processor = createOutboxProcessor({ db, transport: createApiTransport(store) });
  store.set(userSyncAtom, { userId: 7, db, processor });
  renderScreen(store, MyAssignmentsPage);
  return processor;
}

const table = () => within(screen.getByRole('table', { name: 'My assignments' }));

describe('My Assignments (docs/product.md §2)', () => {
  it('shows a spinner while loading, then the rows with title, author, status, due date and progress', async () => {
    api.on('GET /api/my-assignments', () => ({
      status: 200,
      delay: 300,
      body: {
        data: [
          item(uuids[0]),
          item(uuids[1], {
            status: 'completed',
            text: { id: 4, title: '', author: '', reading_level: 1 },
            answered_questions: 0,
            total_questions: 0,
            created_at: '2026-10-01T00:00:00.000Z',
          }),
        ],
      },
    }));
    renderPage();
    expect(await screen.findByLabelText('Loading your assignments')).toBeTruthy();
    await screen.findByRole('table', { name: 'My assignments' });
    expect(screen.getByRole('heading', { name: 'My Assignments' })).toBeTruthy();
    for (const column of ['Text', 'Status', 'Due Date', 'Progress', 'Actions']) {
      expect(table().getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const [, pending, completed] = table().getAllByRole('row');
    expect(within(pending as HTMLElement).getByText('The Fox and the Grapes')).toBeTruthy();
    expect(within(pending as HTMLElement).getByText('by Aesop')).toBeTruthy();
    expect(within(pending as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(pending as HTMLElement).getByText('1/3 questions (33%)')).toBeTruthy();
    expect(within(pending as HTMLElement).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(pending as HTMLElement).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(completed as HTMLElement).getByText('Unknown Text')).toBeTruthy();
    expect(within(completed as HTMLElement).queryByText(/^by /)).toBeNull();
    expect(within(completed as HTMLElement).getByText('0/0 questions (0%)')).toBeTruthy();
    expect(
      within(completed as HTMLElement)
        .getByRole('link', { name: 'View' })
        .getAttribute('href'),
    ).toBe(`/assignments/${uuids[1]}`);
    expect(
      within(completed as HTMLElement)
        .getByRole('link', { name: 'View Summary' })
        .getAttribute('href'),
    ).toBe(`/assignments/${uuids[1]}/summary`);
    // The small-screen cards (hidden by CSS on large screens) say 'View Assignment'.
    expect(screen.getByRole('link', { name: 'View Assignment' })).toBeTruthy();
  });

  it("says 'No due date' once on the small-screen card, not 'Due: No due date'", async () => {
    api.on('GET /api/my-assignments', () => ({
      status: 200,
      body: { data: [item(uuids[0]), item(uuids[1], { due_date: null })] },
    }));
    renderPage();
    await screen.findByRole('table', { name: 'My assignments' });
    expect(screen.getByText('Due: Dec 5, 2026')).toBeTruthy();
    expect(screen.queryByText(/^Due: No due date$/)).toBeNull();
    expect(screen.getAllByText('No due date').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the error with 'Try Again', which loads again; then the empty state", async () => {
    let calls = 0;
    api.on('GET /api/my-assignments', () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Server Error' } }
        : { status: 200, body: { data: [] } };
    });
    renderPage();
    expect(await screen.findByText('Failed to load your assignments. Please try again later.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No assignments')).toBeTruthy();
    expect(screen.getByText("You don't have any assignments yet.")).toBeTruthy();
  });

  it('pulls the list again when the browser comes back online, not when it goes offline', async () => {
    let calls = 0;
    api.on('GET /api/my-assignments', () => {
      calls += 1;
      return { status: 200, body: { data: calls === 1 ? [] : [item(uuids[0])] } };
    });
    renderPage();
    expect(await screen.findByText('No assignments')).toBeTruthy();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('table', { name: 'My assignments' })).toBeTruthy();
    expect(calls).toBe(2);
    onLine.mockRestore();
  });

  it('approves through the outbox: the status changes, the call carries an idempotency key, a green toast follows', async () => {
    api.on('GET /api/my-assignments', () => ({ status: 200, body: { data: [item(uuids[0])] } }));
    api.on(`POST /api/assignments/${uuids[0]}/approve`, () => ({
      status: 200,
      delay: 200,
      body: { message: 'Assignment approved.', data: item(uuids[0], { status: 'in_progress' }) },
    }));
    renderPage();
    await screen.findByRole('table', { name: 'My assignments' });
    await userEvent.setup().click(table().getByRole('button', { name: 'Approve' }));
    expect(await table().findByText('In Progress')).toBeTruthy();
    expect(table().getByText('Waiting to sync')).toBeTruthy();
    const toast = await screen.findByText('Assignment approved.');
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-right');
    await waitFor(() => expect(table().queryByText('Waiting to sync')).toBeNull());
    const approve = api.calls.find((call) => call.path.endsWith('/approve'));
    expect(approve?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("rolls a refused reject back to pending with the server's message in a red toast", async () => {
    api.on('GET /api/my-assignments', () => ({ status: 200, body: { data: [item(uuids[0])] } }));
    api.on(`POST /api/assignments/${uuids[0]}/reject`, () => ({
      status: 409,
      body: { message: 'Only a pending assignment can be rejected.' },
    }));
    renderPage();
    await screen.findByRole('table', { name: 'My assignments' });
    await userEvent.setup().click(table().getByRole('button', { name: 'Reject' }));
    expect(await screen.findAllByText('Only a pending assignment can be rejected.')).not.toHaveLength(0);
    expect(await table().findByText('Pending')).toBeTruthy();
    expect(table().getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('pulls again when a notification announces an assignment the list lacks', async () => {
    let list = [item(uuids[0])];
    api.on('GET /api/my-assignments', () => ({ status: 200, body: { data: list } }));
    renderPage();
    await screen.findByRole('table', { name: 'My assignments' });
    list = [
      item(uuids[0]),
      item(uuids[1], { text: { id: 5, title: 'Second Story', author: 'B', reading_level: 1 } }),
    ];
    await notificationsTable(db).put({
      id: 'n-1',
      type: 'assignment_notification',
      message: 'You have a new assignment.',
      read: false,
      timestamp: '2026-11-02T00:00:00.000Z',
      assignment_uuid: uuids[1],
      text_id: 5,
      text_title: 'Second Story',
      text_author: 'B',
      due_date: null,
    });
    expect(await table().findByText('Second Story')).toBeTruthy();
  });
});
