import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { createAppStore } from '#client/state/store.ts';
import type { Text } from '#contract/texts.ts';
import { type FakeAuthApi, startFakeAuthApi, testUser } from '#test/harness/fake-auth-api.ts';
import { renderApp } from '#test/harness/render-app.tsx';

let api: FakeAuthApi;

const fox: Text = {
  id: 4,
  title: 'The Fox',
  author: 'Ann Author',
  status: 'draft',
  epub_file_path: null,
  paragraphs_count: 2,
  question_count: 0,
  word_count: 6,
  reading_level: 1,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
};
const foxDetail = {
  ...fox,
  chunks: [
    {
      chunk_index: 0,
      paragraphs: [
        { id: 1, paragraph_index: 0, content: 'One fox.' },
        { id: 2, paragraph_index: 1, content: 'Two hens.' },
      ],
    },
  ],
};

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 'valid-token');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api = await startFakeAuthApi({ user: testUser({ roles: [{ name: 'admin' }] }) });
  api.on('GET /api/texts', () => ({ status: 200, body: { data: [fox] } }));
  api.on('GET /api/texts/4', () => ({ status: 200, body: { data: foxDetail } }));
});
afterEach(async () => {
  setOnline(true);
  await api.close();
  vi.mocked(console.warn).mockRestore();
});

const openTexts = () => renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/texts' });

describe('My Texts owner actions (docs/product.md §2, §8, §10)', () => {
  it('edits title, author and content fetched from the text itself', async () => {
    api.on('PUT /api/texts/4', () => ({
      status: 200,
      body: { data: fox, message: 'Text updated successfully.' },
    }));
    const user = userEvent.setup();
    openTexts();
    const row = await screen.findByRole('listitem', { name: 'The Fox' });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit text' });
    const content = await within(dialog).findByRole('textbox', { name: 'Content' });
    expect((content as HTMLTextAreaElement).value).toBe('One fox.\n\nTwo hens.');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Author/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Author is required.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Author/ }), 'Bo');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit text' })).toBeNull());
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ title: 'The Fox', author: 'Bo', content: 'One fox.\n\nTwo hens.' });
  });

  it('shows the edit failure fallback when the server gives no errors map', async () => {
    api.on('PUT /api/texts/4', () => ({ status: 500, body: { message: 'Server Error' } }));
    const user = userEvent.setup();
    openTexts();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'The Fox' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit text' });
    await within(dialog).findByRole('textbox', { name: 'Content' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to update text. Please try again later.')).toBeTruthy();
  });

  it('confirms a delete and alerts when it fails', async () => {
    api.on('DELETE /api/texts/4', () => ({ status: 500, body: { message: 'Server Error' } }));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    openTexts();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'The Fox' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete text' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete text. Please try again later.'));
    alert.mockRestore();
  });

  it('disables owner work offline and says it needs a connection', async () => {
    openTexts();
    const row = await screen.findByRole('listitem', { name: 'The Fox' });
    setOnline(false);
    expect(await screen.findByText(/Uploading, editing and deleting texts needs a connection/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Content' }).hasAttribute('disabled')).toBe(true);
    expect(within(row).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    setOnline(true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Content' }).hasAttribute('disabled')).toBe(false),
    );
  });
});
