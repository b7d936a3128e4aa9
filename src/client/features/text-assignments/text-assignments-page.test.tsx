import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { createAppStore } from '#client/state/store.ts';
import type { OwnerAssignment } from '#contract/assignments.ts';
import type { Text } from '#contract/texts.ts';
import { type FakeAuthApi, startFakeAuthApi } from '#test/harness/fake-auth-api.ts';
import { renderScreen } from '#test/harness/render-screen.tsx';
import { TextAssignmentsPage } from './text-assignments-page.tsx';

const row = (uuid: string, overrides: Partial<OwnerAssignment>): OwnerAssignment => ({
  id: 1,
  uuid,
  status: 'pending',
  mode: 'check',
  due_date: null,
  created_at: '2026-11-01T00:00:00.000Z',
  completed_at: null,
  assignee_email: `${uuid.slice(0, 4)}@example.test`,
  class: null,
  assigned_user: null,
  has_invitation: true,
  answered_questions_count: 0,
  total_questions_count: 0,
  ...overrides,
});
const invited = row('aaaaaaaa-1111-4111-8111-111111111111', { assignee_email: 'new@example.test' });
const settingUp = row('bbbbbbbb-2222-4222-8222-222222222222', {
  assignee_email: 'half@example.test',
  assigned_user: { id: 2, name: 'Half', email: 'half@example.test', has_password: false },
});
const done = row('cccccccc-3333-4333-8333-333333333333', {
  assignee_email: 'kid@example.test',
  class: null,
  status: 'completed',
  assigned_user: { id: 3, name: 'Kid', email: 'kid@example.test', has_password: true },
  has_invitation: false,
  answered_questions_count: 2,
  total_questions_count: 3,
});

/** The page's text in the list of texts, which carries its reading level. */
const textAtLevel = (reading_level: number): Text => ({
  id: 9,
  title: 'The Fox',
  author: 'Ann Author',
  status: 'published',
  epub_file_path: null,
  paragraphs_count: 8,
  question_count: 2,
  word_count: 300,
  reading_level,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
});

let api: FakeAuthApi;
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api = await startFakeAuthApi();
  api.on('GET /api/texts/9/assignments', () => ({ status: 200, body: { data: [invited, settingUp, done] } }));
});
afterEach(async () => {
  await api.close();
  vi.mocked(console.warn).mockRestore();
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

async function renderPage() {
  const store = createAppStore({ baseUrl: api.baseUrl });
  store.set(tokenAtom, 'valid-token');
  const router = renderScreen(store, () => <TextAssignmentsPage id="9" />);
  await screen.findByRole('table', { name: 'Assignments of this text' });
  return { router, user: userEvent.setup() };
}

const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

describe('Assignments of a text (docs/product.md §2)', () => {
  it('tags invitees and half set-up assignees, with Resend Invitation only for them', async () => {
    await renderPage();
    expect(within(rowOf('new@example.test')).getByText('Invitation pending')).toBeTruthy();
    expect(within(rowOf('half@example.test')).getByText('Pending Setup')).toBeTruthy();
    expect(
      within(rowOf('half@example.test')).getByRole('button', { name: 'Resend Invitation' }),
    ).toBeTruthy();
    const kid = within(rowOf('kid@example.test'));
    expect(kid.queryByText('Pending Setup')).toBeNull();
    expect(kid.queryByRole('button', { name: 'Resend Invitation' })).toBeNull();
    expect(kid.getByText('Completed')).toBeTruthy();
    expect(kid.getByText('2/3 questions (67%)')).toBeTruthy();
  });

  it("opens any assignment at the owner's read-only review, never the pupil's reader", async () => {
    const { router, user } = await renderPage();
    await user.click(within(rowOf('kid@example.test')).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/texts/9/assignments/${done.uuid}`));
    await user.click(within(rowOf('new@example.test')).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/texts/9/assignments/${invited.uuid}`));
  });

  it("assigns: email required, the errors map shown, then 'Assignment Created' with the server's message", async () => {
    let attempt = 0;
    api.on('POST /api/texts/9/assign', () => {
      attempt += 1;
      return attempt === 1
        ? {
            status: 422,
            body: {
              message: 'Invalid.',
              errors: { email: ['The email field must be a valid email address.'] },
            },
          }
        : { status: 201, body: { message: 'Assignment created successfully!', data: invited } };
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Assign Text' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign Text' }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(dialog.getByText('The email field is required.')).toBeTruthy();
    await user.click(dialog.getByLabelText(/Email/));
    await user.paste('pupil@example.test');
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await dialog.findByText('The email field must be a valid email address.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Assignment Created')).toBeTruthy();
    expect(screen.getByText('Assignment created successfully!')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/api/texts/9/assign').at(-1)?.body).toEqual({
      email: 'pupil@example.test',
      mode: 'practice',
    });
  });

  it('marks how the text should feel to the pupils being chosen (docs/reading-levels.md)', async () => {
    const level = { level: 4.8, low: 3.8, high: 5.8, based_on: 3, next_text: null };
    const unknown = { level: null, low: null, high: null, based_on: 0, next_text: null };
    api.on('GET /api/texts', () => ({ status: 200, body: { data: [textAtLevel(6.5)] } }));
    api.on('GET /api/classes', () => ({ status: 200, body: { data: [] } }));
    api.on('GET /api/pupils/levels', () => ({
      status: 200,
      body: {
        data: [
          { user_id: 1, name: 'Ada Lovelace', email: 'ada@example.test', class_ids: [], ...level },
          { user_id: 2, name: 'Cem Kaya', email: 'cem@example.test', class_ids: [], ...unknown },
          {
            user_id: 3,
            name: 'Dee Dee',
            email: 'dee@example.test',
            class_ids: [],
            ...level,
            low: 6,
            high: 8,
          },
        ],
      },
    }));
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Assign Text' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign Text' }));
    const fit = await dialog.findByRole('group', { name: 'Reading level fit' });
    expect(fit.textContent).toContain('This text reads at grades 6–7. It is just right for:');
    expect(within(fit).getByText('Dee Dee')).toBeTruthy();
    expect(within(fit).queryByText('Ada Lovelace')).toBeNull();
    await user.click(dialog.getByLabelText(/Email/));
    await user.paste('ada@example.test, cem@example.test');
    expect(fit.textContent).toContain('Hard for 1 · not enough reading yet for 1.');
    expect(within(fit).getByText('Ada Lovelace').closest('div')?.textContent).toContain('Hard');
    expect(within(fit).getByText('Not enough reading yet')).toBeTruthy();
  });

  it('resends after confirming; a failure without a message says the fallback of docs/product.md §8', async () => {
    let attempt = 0;
    api.on('POST /api/invitations/resend', () => {
      attempt += 1;
      return attempt === 1
        ? { status: 200, body: { message: 'Invitation resent successfully.' } }
        : { status: 500 };
    });
    const { user } = await renderPage();
    const resend = async () => {
      await user.click(within(rowOf('half@example.test')).getByRole('button', { name: 'Resend Invitation' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Resend Invitation' }));
      await user.click(dialog.getByRole('button', { name: 'Resend Invitation' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    // Each toast is looked for right after its round: a toast closes itself after a few seconds.
    await resend();
    expect(await screen.findByText('Invitation Resent')).toBeTruthy();
    await resend();
    expect(await screen.findByText('Failed to Resend Invitation')).toBeTruthy();
    expect(screen.getByText('An error occurred while resending the invitation.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/invitations/resend')?.body).toEqual({
      email: 'half@example.test',
    });
  });

  it("deletes after confirming: 'Assignment Deleted'", async () => {
    api.on(`DELETE /api/texts/9/assignments/${invited.uuid}`, () => ({
      status: 200,
      body: { message: 'Assignment deleted successfully.' },
    }));
    const { user } = await renderPage();
    await user.click(within(rowOf('new@example.test')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Assignment' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Assignment Deleted')).toBeTruthy();
  });

  it('disables owner work offline and says it needs a connection', async () => {
    await renderPage();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/Managing assignments needs a connection/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assign Text' }).hasAttribute('disabled')).toBe(true);
    expect(
      within(rowOf('new@example.test')).getByRole('button', { name: 'Delete' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
