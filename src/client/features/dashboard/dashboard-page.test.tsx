import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/i18n/i18n.ts';
import { CACHED_USER_KEY, TOKEN_KEY } from '#client/state/session-storage.ts';
import { createAppStore } from '#client/state/store.ts';
import { formatDuration } from '#client/ui/format-duration.ts';

const english = i18n.getFixedT('en');

import { type FakeAuthApi, startFakeAuthApi, testUser } from '#test/harness/fake-auth-api.ts';
import { renderApp } from '#test/harness/render-app.tsx';

let api: FakeAuthApi;

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 'valid-token');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api = await startFakeAuthApi();
});
afterEach(async () => {
  await api.close();
  vi.mocked(console.warn).mockRestore();
});

describe('dashboard (docs/product.md §2, docs/architecture.md §16, deviation 3)', () => {
  it('welcomes the person by name and shows the figures from /api/dashboard', async () => {
    api.on('GET /api/dashboard', () => ({
      status: 200,
      body: {
        books_read: 4,
        total_reading_seconds: 7500,
        completion_rate: 80,
        recent_activities: [
          { type: 'completed', text_title: 'The Little Prince', at: '2026-03-01T10:00:00Z' },
        ],
        progress: [
          {
            text_title: 'The Little Prince',
            score_percent: 90,
            reading_seconds: 1500,
            at: '2026-03-01T10:00:00Z',
          },
          { text_title: 'The Kite', score_percent: 55, reading_seconds: 600, at: '2026-02-20T10:00:00Z' },
        ],
      },
    }));
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeTruthy();
    expect(await screen.findByText('4')).toBeTruthy();
    expect(screen.getByText('2 h 5 min')).toBeTruthy();
    expect(screen.getByText('80%')).toBeTruthy();
    expect(screen.getByText('Finished The Little Prince')).toBeTruthy();
    // Their own progress: two charts (hidden from screen readers) and the table that says the same.
    expect(screen.getByRole('heading', { name: 'Your progress' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your finished texts' });
    expect(table.textContent).toContain('The Kite55%10 min');
    expect(await screen.findByTestId('scores-chart')).toBeTruthy();
    expect(await screen.findByTestId('reading-minutes-chart')).toBeTruthy();
  });

  it("starts with the pupil's reading: a big Start or Continue button per story", async () => {
    const item = (uuid: string, title: string, answered: number) => ({
      id: answered + 1,
      uuid,
      status: 'in_progress',
      due_date: null,
      created_at: '2026-03-01T10:00:00Z',
      completed_at: null,
      answered_questions: answered,
      total_questions: 4,
      text: { id: answered + 1, title, author: 'Ann', reading_level: 3 },
    });
    api.on('GET /api/my-assignments', () => ({
      status: 200,
      body: {
        data: [
          item('55555555-5555-4555-8555-555555555555', 'The Clever Fox', 0),
          item('66666666-6666-4666-8666-666666666666', 'The Kite', 2),
        ],
      },
    }));
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Your reading' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start reading' }).getAttribute('href')).toBe(
      '/assignments/55555555-5555-4555-8555-555555555555',
    );
    expect(screen.getByRole('link', { name: 'Continue reading' }).getAttribute('href')).toBe(
      '/assignments/66666666-6666-4666-8666-666666666666',
    );
  });

  it('says so when the figures cannot be loaded', async () => {
    api.on('GET /api/dashboard', () => ({ status: 503 }));
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/dashboard' });
    expect(await screen.findByText('Your reading figures could not be loaded right now.')).toBeTruthy();
  });

  it('shows the last figures offline, saying they are from the last visit', async () => {
    const first = renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/dashboard' });
    expect(await screen.findByText('1 h 30 min')).toBeTruthy();
    first.unmount();
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify(testUser()));
    await api.close();
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/dashboard' });
    expect(await screen.findByText('Offline: these are the figures from your last visit.')).toBeTruthy();
    expect(screen.getByText('1 h 30 min')).toBeTruthy();
    api = await startFakeAuthApi();
  });

  it('formats reading time for people', () => {
    expect(formatDuration(0, english)).toBe('0 min');
    expect(formatDuration(59 * 60, english)).toBe('59 min');
    expect(formatDuration(3600, english)).toBe('1 h 0 min');
  });
});

describe("a teacher's dashboard (docs/product.md §2)", () => {
  it('shows their teaching, the scores as a chart and as a table, and not their own empty reading', async () => {
    api.on('GET /api/dashboard', () => ({
      status: 200,
      body: {
        books_read: 0,
        total_reading_seconds: 0,
        completion_rate: 0,
        recent_activities: [],
        teaching: {
          open_assignments: 5,
          completion_rate: 60,
          average_score: 72,
          late: 1,
          recent_completions: [
            { pupil_name: 'Rosa', text_title: 'The Kite', score_percent: 80, at: '2026-03-02T10:00:00Z' },
            { pupil_name: 'Ben', text_title: 'The Kite', score_percent: 64, at: '2026-03-01T10:00:00Z' },
          ],
        },
      },
    }));
    renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Your teaching' })).toBeTruthy();
    expect(screen.getByText('72%')).toBeTruthy();
    expect(screen.getByText('60%')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Recent completions' });
    expect(table.textContent).toContain('Rosa');
    expect(table.textContent).toContain('64%');
    expect(await screen.findByTestId('scores-chart')).toBeTruthy();
    expect(screen.queryByText('Books read')).toBeNull();
  });
});
