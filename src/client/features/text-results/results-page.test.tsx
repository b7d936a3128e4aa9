import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { createAppStore } from '#client/state/store.ts';
import type { ResultPupil, TextResults } from '#contract/results.ts';
import { type FakeAuthApi, startFakeAuthApi } from '#test/harness/fake-auth-api.ts';
import { renderScreen } from '#test/harness/render-screen.tsx';
import { ResultsPage } from './results-page.tsx';

const pupil = (name: string, over: Partial<ResultPupil>): ResultPupil => ({
  assignment_uuid: `${name.toLowerCase().padEnd(8, '0').slice(0, 8)}-0000-4000-8000-000000000000`,
  name,
  email: `${name.toLowerCase()}@example.test`,
  status: 'completed',
  mode: 'check',
  answered: 2,
  total: 2,
  score_percent: 50,
  time_spent_seconds: 60,
  completed_at: '2026-11-21T09:30:00.000Z',
  submitted_on_time: true,
  reading_level: null,
  answers: [],
  ...over,
});
const results: TextResults = {
  questions: [
    { id: 1, content: 'Who ran?', type: 'who', answered: 2, correct_rate: 1, most_chosen_wrong: null },
    {
      id: 2,
      content: 'Who ruled?',
      type: 'who',
      answered: 2,
      correct_rate: 0,
      most_chosen_wrong: { choice_id: 9, text: 'the Emperor', count: 2 },
    },
  ],
  pupils: [
    pupil('Ada', {
      score_percent: 50,
      reading_level: 4.8,
      answers: [
        { question_id: 1, correct: true },
        { question_id: 2, correct: false },
      ],
    }),
    pupil('Ben', {
      score_percent: 100,
      submitted_on_time: false,
      answers: [{ question_id: 1, correct: true }],
    }),
  ],
};

let api: FakeAuthApi;
beforeEach(async () => {
  api = await startFakeAuthApi();
  api.on('GET /api/texts/9/results', () => ({ status: 200, body: { data: results } }));
  api.on('GET /api/texts', () => ({ status: 200, body: { data: [] } }));
});
afterEach(() => api.close());

const names = () =>
  within(screen.getByRole('table', { name: 'Results by pupil' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('Results of a text (docs/product.md §2)', () => {
  it('marks each answer in words, sorts by score, and lists the hardest question first', async () => {
    const store = createAppStore({ baseUrl: api.baseUrl });
    store.set(tokenAtom, 'valid-token');
    renderScreen(store, () => <ResultsPage id="9" />);
    await screen.findByRole('table', { name: 'Results by pupil' });
    expect(screen.getByText('2 pupils · 2 completed · average score 75%')).toBeTruthy();
    expect(screen.getByText('Q2: Wrong')).toBeTruthy();
    expect(screen.getByText('Q2: Not answered')).toBeTruthy();
    expect(screen.getByText('Late')).toBeTruthy();
    expect(names()).toEqual(['Ada', 'Ben']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Score/ }));
    await user.click(screen.getByRole('button', { name: /Score/ }));
    expect(names()).toEqual(['Ben', 'Ada']);
    // Levels: Ada's estimate as a grade; Ben has too little reading and says so in words.
    expect(screen.getByText('Grade 4.8')).toBeTruthy();
    expect(screen.getByText('Not enough reading yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Level/ }));
    expect(names()).toEqual(['Ada', 'Ben']);
    const hardest = (await screen.findAllByTestId('hard-question'))[0] as HTMLElement;
    expect(within(hardest).getByRole('link').textContent).toBe('Q2. Who ruled?');
    expect(within(hardest).getByRole('link').getAttribute('href')).toBe('/texts/9/edit?question=2');
    expect(within(hardest).getByText('0 of 2 right (0%)')).toBeTruthy();
    expect(within(hardest).getByText("2 of 2 chose 'the Emperor'")).toBeTruthy();
  });

  it('shows a year group a page of 50 pupils at a time, and a new sort starts at its first page', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      pupil(`Pupil ${String(i + 1).padStart(3, '0')}`, {
        assignment_uuid: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
        score_percent: i,
      }),
    );
    api.on('GET /api/texts/9/results', () => ({ status: 200, body: { data: { ...results, pupils: many } } }));
    const store = createAppStore({ baseUrl: api.baseUrl });
    store.set(tokenAtom, 'valid-token');
    renderScreen(store, () => <ResultsPage id="9" />);
    await screen.findByRole('table', { name: 'Results by pupil' });
    // The first screenful of rows is drawn first, the rest of the page after that frame.
    await waitFor(() => expect(names()).toHaveLength(50));
    expect(names()[0]).toBe('Pupil 001');
    expect(screen.getByText('Pupils 1–50 of 120')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()[0]).toBe('Pupil 051');
    expect(screen.getByText('Pupils 51–100 of 120')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(names()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: /Score/ }));
    await user.click(screen.getByRole('button', { name: /Score/ }));
    expect(names()[0]).toBe('Pupil 120');
    expect(screen.getByText('Pupils 1–50 of 120')).toBeTruthy();
  });
});
