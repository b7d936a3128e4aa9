import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPreferences } from '#client/features/settings/reader-preferences.ts';
import { createAppStore } from '#client/state/store.ts';
import type { ReaderAssignment } from '#contract/reading.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const api = fakeAuthApiPerTest({ signedIn: true });
const uuid = '55555555-5555-4555-8555-555555555555';
const assignment: ReaderAssignment = {
  id: 1,
  uuid,
  status: 'in_progress',
  mode: 'practice',
  due_date: null,
  completed_at: null,
  text: {
    id: 9,
    title: 'The Night Owl',
    author: 'Ann Author',
    reading_level: 2,
    epub_file_path: null,
    cover: null,
    chunks: [{ chunk_index: 0, paragraphs: [{ id: 1, paragraph_index: 0, content: 'The owl woke up.' }] }],
  },
  questions: [],
  answers: [],
  progress: { answered: 0, total: 0 },
  reading_seconds: 0,
};

const shownScheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');
const openApp = (path: string) => renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path });

describe('the header’s light/dark button and the theme in Settings', () => {
  it('are one choice: the button sets the pupil’s theme, and the reader keeps it', async () => {
    const settings = openApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await waitFor(() => expect(shownScheme()).toBe('light'));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    await waitFor(() => expect(shownScheme()).toBe('dark'));
    expect(readPreferences(7).theme).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
    settings.unmount();

    api.on(`GET /api/assignments/${uuid}`, () => ({ status: 200, body: { data: assignment } }));
    openApp(`/assignments/${uuid}`);
    expect(await screen.findByText('The owl woke up.')).toBeTruthy();
    expect(shownScheme()).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    await waitFor(() => expect(shownScheme()).toBe('light'));
    expect(readPreferences(7).theme).toBe('light');
  });

  it('follow a theme chosen in Settings on every screen', async () => {
    openApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await userEvent.click(screen.getByText('Dark'));
    await waitFor(() => expect(shownScheme()).toBe('dark'));
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
  });
});
