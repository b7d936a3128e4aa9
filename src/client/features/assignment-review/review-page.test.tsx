import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenAtom } from '#client/state/session-atoms.ts';
import { createAppStore } from '#client/state/store.ts';
import type { AssignmentView } from '#contract/reading.ts';
import { type FakeAuthApi, startFakeAuthApi } from '#test/harness/fake-auth-api.ts';
import { renderScreen } from '#test/harness/render-screen.tsx';
import { ReviewPage } from './review-page.tsx';

const uuid = 'dddddddd-4444-4444-8444-444444444444';
const paragraph = (index: number) => ({
  id: index + 1,
  paragraph_index: index,
  content: `Paragraph ${index + 1}.`,
  // A picture book's first page: its picture comes before its text, in the review as in the reader.
  ...(index === 0
    ? { images: [{ src: '/api/texts/9/images/fox.png', alt: 'A fox by the gate', width: 400, height: 300 }] }
    : {}),
});
const view: AssignmentView = {
  id: 7,
  uuid,
  status: 'completed',
  mode: 'practice',
  due_date: '2026-11-20T23:59:59.000Z',
  completed_at: '2026-11-21T09:30:00.000Z',
  text: {
    id: 9,
    title: 'The Clever Fox',
    author: 'Ann Author',
    reading_level: 3,
    epub_file_path: null,
    cover: null,
    chunks: [
      { chunk_index: 0, paragraphs: [0, 1, 2, 3].map(paragraph) },
      { chunk_index: 1, paragraphs: [4, 5].map(paragraph) },
    ],
  },
  questions: [
    {
      id: 11,
      paragraph_index: 3,
      content: 'Who ran?',
      choices: [
        { id: 1, text: 'The fox' },
        { id: 2, text: 'The hen' },
      ],
    },
    {
      id: 12,
      paragraph_index: 5,
      content: 'Where?',
      choices: [
        { id: 3, text: 'Home' },
        { id: 4, text: 'Away' },
      ],
    },
  ],
  answers: [{ question_id: 11, choice_id: 1 }],
  progress: { answered: 1, total: 2 },
  reading_seconds: 95,
  review: {
    pupil: { name: 'Rosa', email: 'rosa@example.test' },
    graded: true,
    score_percent: 0,
    submitted_on_time: false,
    time_spent_seconds: 95,
    section_seconds: [{ chunk_index: 0, seconds: 95 }],
    questions: [
      {
        question_id: 11,
        chosen_choice_id: 2,
        correct: false,
        attempts: 2,
        correct_choice_id: 1,
        explanation: 'It says the fox ran.',
      },
      {
        question_id: 12,
        chosen_choice_id: null,
        correct: null,
        attempts: 0,
        correct_choice_id: 3,
        explanation: 'It says home.',
      },
    ],
  },
};

let api: FakeAuthApi;
beforeEach(async () => {
  api = await startFakeAuthApi();
  api.on(`GET /api/assignments/${uuid}`, () => ({ status: 200, body: { data: view } }));
});
afterEach(() => api.close());

describe("The owner's review (docs/product.md §2)", () => {
  it('shows the answers, right or wrong, tries, time and late, with no control that answers', async () => {
    const store = createAppStore({ baseUrl: api.baseUrl });
    store.set(tokenAtom, 'valid-token');
    renderScreen(store, () => <ReviewPage textId="9" uuid={uuid} />);
    expect(await screen.findByRole('heading', { name: 'Review: Rosa' })).toBeTruthy();
    expect(screen.getByText('Late')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('review-question') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Wrong')).toBeTruthy();
    expect(within(first).getByText("The hen — Rosa's answer")).toBeTruthy();
    expect(within(first).getByText('The fox — correct answer')).toBeTruthy();
    expect(within(first).getByText('2 tries')).toBeTruthy();
    expect(within(first).getByText('It says the fox ran.')).toBeTruthy();
    expect(within(second).getByText('Not answered')).toBeTruthy();
    expect(screen.getByText('Read for 1 min 35 s')).toBeTruthy();
    expect(screen.getByText('No reading time')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A fox by the gate' })).toBeTruthy();
    // Read-only: the only control leads back; nothing was sent but the one read.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Back to the assignments']);
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/texts/9/images/fox.png'));
  });
});
