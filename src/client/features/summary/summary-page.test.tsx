import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import type { Summary } from '#contract/reading.ts';
import { enqueue } from '#local-db/enqueue.ts';
import { openUserDb } from '#local-db/user-db.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const uuid = '66666666-6666-4666-8666-666666666666';
const summary: Summary = {
  score_percent: 67,
  correct: 2,
  total: 3,
  time_spent_seconds: 600,
  completed_at: '2026-11-22T06:00:00.000Z',
  submitted_on_time: null,
  questions: [1, 2, 3].map((id) => ({
    id,
    content: `Question ${id}?`,
    choices: [
      { id: id * 10, text: `Right ${id}`, is_correct: true },
      { id: id * 10 + 1, text: `Wrong ${id}`, is_correct: false },
    ],
    chosen_choice_id: id === 3 ? 31 : id * 10,
    correct: id !== 3,
    attempts: id === 3 ? 2 : 1,
    explanation: `Because of reason ${id}.`,
    evidence: { paragraph_index: id - 1, sentence: `Sentence ${id} of the story.` },
  })),
};

const api = fakeAuthApiPerTest({ signedIn: true });
beforeEach(() => {
  api.on(`GET /api/assignments/${uuid}/summary`, () => ({ status: 200, body: { data: summary } }));
});

const render = () =>
  renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: `/assignments/${uuid}/summary` });

describe('the summary', () => {
  it('shows the score, correct of total, time spent and each question with both choices', async () => {
    render();
    expect(await screen.findByText('67%')).toBeTruthy();
    expect(screen.getByText('2 of 3 correct')).toBeTruthy();
    expect(screen.getByText('10 min')).toBeTruthy();
    expect(screen.getByText('Your answer: Wrong 3')).toBeTruthy();
    expect(screen.getByText('Correct answer: Right 3')).toBeTruthy();
    expect(screen.getByText('Because of reason 3.')).toBeTruthy();
    expect(screen.getByText('Tries: 2')).toBeTruthy();
    const shows = screen.getAllByRole('link', { name: 'Show me in the text' });
    expect(shows).toHaveLength(3);
    expect(shows[2]?.getAttribute('href')).toBe(
      `/assignments/${uuid}?paragraph=2&sentence=Sentence+3+of+the+story.`,
    );
    expect(screen.getByRole('link', { name: 'Back to My Assignments' }).getAttribute('href')).toBe(
      '/assignments',
    );
  });

  it('says the score will come while Finish waits to sync, then shows it once it has', async () => {
    let completeCalls = 0;
    api.on(`POST /api/assignments/${uuid}/complete`, () => {
      completeCalls += 1;
      return completeCalls === 1 ? { status: 503 } : { status: 200, body: { data: summary } };
    });
    const db = openUserDb(7);
    await enqueue(db, 'reading.complete', {
      uuid,
      completedAt: new Date().toISOString(),
      previousStatus: 'in_progress',
    });
    db.close();
    render();
    expect(
      await screen.findByText(
        'Your answers are saved. Your score will appear when this tablet is back online.',
      ),
    ).toBeTruthy();
    await vi.waitFor(() => expect(completeCalls).toBe(1), { timeout: 8000 });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('67%')).toBeTruthy();
  });
});
