import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { createAppStore } from '#client/state/store.ts';
import type { Text } from '#contract/texts.ts';
import { type FakeAuthApi, startFakeAuthApi, testUser } from '#test/harness/fake-auth-api.ts';
import { renderApp } from '#test/harness/render-app.tsx';

let api: FakeAuthApi;

const text = (overrides: Partial<Text>): Text => ({
  id: 1,
  title: 'The Fox',
  author: 'Ann Author',
  status: 'draft',
  epub_file_path: null,
  paragraphs_count: 5,
  question_count: 1,
  word_count: 120,
  reading_level: 3.4,
  created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  updated_at: new Date().toISOString(),
  ...overrides,
});

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 'valid-token');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api = await startFakeAuthApi({ user: testUser({ roles: [{ name: 'admin' }] }) });
});
afterEach(async () => {
  await api.close();
  vi.mocked(console.warn).mockRestore();
});

const openTexts = () => renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/texts' });

describe('My Texts (docs/product.md §2)', () => {
  it('lists texts with their facts and an EPUB badge for imported books', async () => {
    api.on('GET /api/texts', () => ({
      status: 200,
      body: {
        data: [
          text({}),
          text({ id: 2, title: 'Big Book', epub_file_path: 'uploads/2.epub', question_count: 0 }),
        ],
      },
    }));
    openTexts();
    const fox = await screen.findByRole('listitem', { name: 'The Fox' });
    expect(within(fox).getByText('Grade 2–3')).toBeTruthy(); // 3.4 lies in grades 2–3
    expect(within(fox).getByText(/5 paragraphs · 1 question · Added 3 days ago/)).toBeTruthy();
    expect(within(fox).queryByText('EPUB')).toBeNull();
    const book = screen.getByRole('listitem', { name: 'Big Book' });
    expect(within(book).getByText('EPUB')).toBeTruthy();
    expect(within(book).getByRole('link', { name: 'Assignments' }).getAttribute('href')).toBe(
      '/texts/2/assignments',
    );
  });

  it('filters the texts by grade, and says when none reads at the grade chosen', async () => {
    api.on('GET /api/texts', () => ({
      status: 200,
      body: { data: [text({}), text({ id: 2, title: 'Deep Woods', reading_level: 7.2 })] },
    }));
    openTexts();
    await screen.findByRole('listitem', { name: 'The Fox' });
    const user = userEvent.setup();
    await user.click(screen.getAllByLabelText('Reading level')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Grades 7–8' }));
    expect(screen.getByRole('listitem', { name: 'Deep Woods' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'The Fox' })).toBeNull();
    await user.click(screen.getAllByLabelText('Reading level')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Grade 9 and above' }));
    expect(screen.getByText('None of your texts reads at this grade.')).toBeTruthy();
  });

  it('says when there are no texts yet', async () => {
    api.on('GET /api/texts', () => ({ status: 200, body: { data: [] }, delay: 300 }));
    openTexts();
    expect(await screen.findByText('Loading your texts...')).toBeTruthy();
    expect(await screen.findByText('No texts')).toBeTruthy();
    expect(screen.getByText('Get started by uploading a new text.')).toBeTruthy();
  });
});

describe('upload modal validation (docs/product.md §5, before anything is sent)', () => {
  beforeEach(() => api.on('GET /api/texts', () => ({ status: 200, body: { data: [] } })));

  it('names every missing field of a text upload and sends nothing', async () => {
    const user = userEvent.setup();
    openTexts();
    await user.click(await screen.findByRole('button', { name: 'Add Content' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/^Title/));
    await user.paste('x'.repeat(256));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Title cannot exceed 255 characters.')).toBeTruthy();
    expect(within(dialog).getByText('Author is required for text uploads.')).toBeTruthy();
    expect(within(dialog).getByText('Text content is required.')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Title/));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Title is required for text uploads.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a complete text upload and lists what the server refused', async () => {
    api.on('POST /api/texts', () => ({
      status: 422,
      body: {
        message: 'Invalid',
        errors: { content: ['Text content is required.'], title: ['Title taken.'] },
      },
    }));
    const user = userEvent.setup();
    openTexts();
    await user.click(await screen.findByRole('button', { name: 'Add Content' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Fox');
    await user.type(within(dialog).getByLabelText(/^Author/), 'Ann');
    await user.type(within(dialog).getByRole('textbox', { name: /^Content/ }), 'One.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Title taken.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Fox',
      author: 'Ann',
      content: 'One.',
    });
  });

  it('asks for an EPUB file and refuses one of 10 MB or more', async () => {
    const user = userEvent.setup();
    openTexts();
    await user.click(await screen.findByRole('button', { name: 'Add Content' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('EPUB'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please select an EPUB file.')).toBeTruthy();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(10 * 1024 * 1024)], 'big.epub', { type: 'application/epub+zip' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText('EPUB file size must be less than 10MB.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('EPUB file size must be less than 10MB.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
