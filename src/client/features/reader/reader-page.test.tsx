import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '#client/state/store.ts';
import type { ReaderAssignment } from '#contract/reading.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const uuid = '44444444-4444-4444-8444-444444444444';
const paragraphs = (chunk: number) =>
  [0, 1, 2, 3].map((i) => ({
    id: 100 + chunk * 4 + i,
    paragraph_index: chunk * 4 + i,
    content: `Paragraph ${chunk * 4 + i + 1}.`,
  }));
const question = (section: number) => ({
  id: section + 1,
  paragraph_index: section * 4 + 3,
  content: `What happened in section ${section + 1}?`,
  choices: [
    { id: (section + 1) * 10, text: 'The fox ran' },
    { id: (section + 1) * 10 + 1, text: 'The fox slept' },
  ],
});
const assignment = (overrides: Partial<ReaderAssignment> = {}): ReaderAssignment => ({
  id: 1,
  uuid,
  status: 'in_progress',
  mode: 'check',
  due_date: null,
  completed_at: null,
  text: {
    id: 9,
    title: 'The Clever Fox',
    author: 'Ann Author',
    reading_level: 3.2,
    epub_file_path: null,
    chunks: [0, 1, 2].map((chunk) => ({ chunk_index: chunk, paragraphs: paragraphs(chunk) })),
  },
  questions: [0, 1, 2].map(question),
  answers: [],
  progress: { answered: 0, total: 3 },
  reading_seconds: 0,
  ...overrides,
});

const api = fakeAuthApiPerTest({ signedIn: true });
beforeEach(() => {
  for (const id of [1, 2, 3]) {
    api.on(`PUT /api/assignments/${uuid}/answers/${id}`, (call) => ({
      status: 200,
      body: { data: { question_id: id, choice_id: (call.body as { choice_id: number }).choice_id } },
    }));
  }
});

const open = (payload: ReaderAssignment) => {
  api.on(`GET /api/assignments/${uuid}`, () => ({ status: 200, body: { data: payload } }));
  return renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path: `/assignments/${uuid}` });
};
const questionGroup = (n: number) => screen.getByRole('radiogroup', { name: new RegExp(`section ${n}\\?`) });
const choose = (n: number, text: string) =>
  userEvent.click(within(questionGroup(n)).getByRole('radio', { name: text }));

describe('the reader', () => {
  it('shows the title, author and grade, one section at a time, and opens the next once answered', async () => {
    open(assignment());
    expect(await screen.findByRole('heading', { name: 'The Clever Fox' })).toBeTruthy();
    expect(screen.getByText('by Ann Author')).toBeTruthy();
    expect(screen.getByText('Grade 2–3')).toBeTruthy(); // 3.2 lies in grades 2–3
    expect(screen.getByText('Paragraph 1.')).toBeTruthy();
    expect(screen.queryByText('Paragraph 5.')).toBeNull();
    const next = screen.getByRole('button', { name: 'Next section' });
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Section 2' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Answer every question in this section to open the next one.')).toBeTruthy();

    await choose(1, 'The fox slept');
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    await userEvent.click(next);
    expect(await screen.findByText('Paragraph 5.')).toBeTruthy();
    expect(screen.getByText('1 of 3 questions answered')).toBeTruthy();

    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: `/api/assignments/${uuid}/answers/1`,
        body: { choice_id: 11 },
      }),
    );
  });

  it('restores the answers and the section on return, even when the server has not got them', async () => {
    api.on(`PUT /api/assignments/${uuid}/answers/1`, () => ({ status: 503 }));
    const first = open(assignment());
    await screen.findByRole('heading', { name: 'The Clever Fox' });
    await choose(1, 'The fox ran');
    const next = screen.getByRole('button', { name: 'Next section' });
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    await userEvent.click(next);
    await screen.findByText('Paragraph 5.');
    first.unmount();

    open(assignment()); // the server still reports no answers
    expect(await screen.findByText('Paragraph 5.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Section 1' }));
    const ran = within(questionGroup(1)).getByRole('radio', { name: 'The fox ran' });
    await waitFor(() => expect(ran.getAttribute('aria-checked')).toBe('true'));
  });

  it('sends the last seconds read when the pupil signs out from the reader', async () => {
    api.on(`POST /api/assignments/${uuid}/reading-time`, (call) => ({
      status: 200,
      body: { data: { ...(call.body as object), total_seconds: 1 } },
    }));
    const { router } = open(assignment());
    await screen.findByText('Paragraph 1.');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Open user menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    const sent = api.calls.filter((call) => call.path === `/api/assignments/${uuid}/reading-time`);
    const bodies = sent.map((call) => call.body as { chunk_index: number; seconds: number });
    expect(bodies).toEqual([{ chunk_index: 0, seconds: expect.any(Number) }]);
    expect(bodies[0]?.seconds ?? 0).toBeGreaterThanOrEqual(1);
  }, 40_000);

  it("offers 'Finish' only when every question is answered", async () => {
    open(
      assignment({
        answers: [
          { question_id: 1, choice_id: 10 },
          { question_id: 2, choice_id: 20 },
        ],
      }),
    );
    expect(await screen.findByText('Paragraph 9.')).toBeTruthy();
    const finish = screen.getByRole('button', { name: 'Finish' });
    expect(finish.hasAttribute('disabled')).toBe(true);
    await choose(3, 'The fox ran');
    await waitFor(() => expect(finish.hasAttribute('disabled')).toBe(false));
  });

  it('asks to accept a pending assignment first', async () => {
    api.on(`POST /api/assignments/${uuid}/approve`, () => ({
      status: 200,
      body: { message: 'Assignment approved.' },
    }));
    open(assignment({ status: 'pending' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Paragraph 1.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('goes back to My Assignments after declining, and sends the rejection', async () => {
    api.on(`POST /api/assignments/${uuid}/reject`, () => ({
      status: 200,
      body: { message: 'Assignment rejected.' },
    }));
    const { router } = open(assignment({ status: 'pending' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assignments'));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'POST' && call.path === `/api/assignments/${uuid}/reject`),
      ).toBe(true),
    );
  });

  it('opens a finished story for reading again: every section open, answers fixed, the summary one tap away', async () => {
    open(
      assignment({
        status: 'completed',
        completed_at: '2026-11-20T10:00:00.000Z',
        answers: [0, 1, 2].map((section) => ({ question_id: section + 1, choice_id: (section + 1) * 10 })),
        progress: { answered: 3, total: 3 },
      }),
    );
    expect(await screen.findByText('You finished this story')).toBeTruthy();
    expect(screen.getByText('Paragraph 1.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Section 3' }).hasAttribute('disabled')).toBe(false);
    const chosen = within(questionGroup(1)).getByRole('radio', { name: 'The fox ran' });
    expect(chosen.getAttribute('aria-checked')).toBe('true');
    expect(
      within(questionGroup(1)).getByRole('radio', { name: 'The fox slept' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Section 3' }));
    expect(await screen.findByText('Paragraph 9.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See how you did' }).getAttribute('href')).toBe(
      `/assignments/${uuid}/summary`,
    );
  });
});

describe('practice mode', () => {
  const practice = () =>
    assignment({
      mode: 'practice',
      questions: [0, 1, 2].map((section) => ({
        ...question(section),
        correct_choice_id: (section + 1) * 10,
        explanation: `The fox ran in section ${section + 1}.`,
        evidence: { paragraph_index: section * 4 + 1, sentence: `Paragraph ${section * 4 + 2}.` },
      })),
    });

  it('says at once whether an answer is right; a wrong one explains, highlights where the text says it, and may be tried again', async () => {
    open(practice());
    await screen.findByRole('heading', { name: 'The Clever Fox' });
    expect(screen.getByText('Practice')).toBeTruthy();
    expect(screen.queryByTestId('evidence')).toBeNull();

    await choose(1, 'The fox slept');
    expect(await screen.findByText('Not quite. Have another try!')).toBeTruthy();
    expect(screen.getByText('The fox ran in section 1.')).toBeTruthy();
    // The highlight follows once the feedback is painted.
    expect((await screen.findByTestId('evidence')).textContent).toBe('Paragraph 2.');

    await choose(1, 'The fox ran');
    expect(await screen.findByText('Yes, that’s right!')).toBeTruthy();
    expect(screen.queryByText('Not quite. Have another try!')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('evidence')).toBeNull());
  });

  it('says nothing about correctness in check mode', async () => {
    open(assignment());
    await screen.findByRole('heading', { name: 'The Clever Fox' });
    await choose(1, 'The fox slept');
    await waitFor(() =>
      expect(
        within(questionGroup(1)).getByRole('radio', { name: 'The fox slept' }).getAttribute('aria-checked'),
      ).toBe('true'),
    );
    expect(screen.queryByText('Not quite. Have another try!')).toBeNull();
    expect(screen.queryByText('Yes, that’s right!')).toBeNull();
    expect(screen.getByText('Check')).toBeTruthy();
  });
});
