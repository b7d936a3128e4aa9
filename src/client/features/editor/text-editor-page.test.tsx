import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '#client/state/session-storage.ts';
import { createAppStore } from '#client/state/store.ts';
import { NO_OTHER_QUESTION_MESSAGE } from '#contract/questions.ts';
import type { Chunk, ParagraphWithQuestions } from '#contract/texts.ts';
import { type FakeAuthApi, startFakeAuthApi, testUser } from '#test/harness/fake-auth-api.ts';
import { renderApp } from '#test/harness/render-app.tsx';

let api: FakeAuthApi;

/** 12 sections of 4 paragraphs; paragraph 5 (section 2) mentions a fox. */
const chunks: Chunk[] = Array.from({ length: 12 }, (_, section) => ({
  chunk_index: section,
  paragraphs: Array.from({ length: 4 }, (_, i) => {
    const index = section * 4 + i;
    return {
      id: 100 + index,
      paragraph_index: index,
      content: index === 5 ? 'A red Fox ran.' : `Plain ${index}.`,
    };
  }),
}));
const paragraphs: ParagraphWithQuestions[] = chunks.flatMap((chunk) =>
  chunk.paragraphs.map((p) => ({
    ...p,
    questions:
      p.paragraph_index === 0
        ? [
            {
              id: 9,
              content: 'Who ran?',
              paragraph_index: 0,
              type: 'who',
              element: 'character',
              skill: 'literal',
              source: 'builtin',
              explanation: 'The story says a fox ran.',
              evidence: { paragraph_index: 0, sentence: 'A fox ran.' },
              flaws: [],
              choices: [
                { id: 1, text: 'A fox', is_correct: true },
                { id: 2, text: 'A hen', is_correct: false },
              ],
            },
          ]
        : [],
  })),
);
const appConfig = {
  realtime: {
    key: 'k',
    cluster: 'c',
    host: null,
    port: null,
    tls: false,
    auth_endpoint: '/api/broadcasting/auth',
  },
  vapid_public_key: null,
};
const idle = { pending: 0, running: 0, completed: 0, failed: 0 };
const detail = {
  id: 1,
  title: 'Fox Tales',
  author: 'Ann',
  status: 'draft',
  word_count: 99,
  reading_level: 2,
  epub_file_path: null,
  chunks,
};

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, 'valid-token');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api = await startFakeAuthApi({ user: testUser({ roles: [{ name: 'admin' }] }) });
  api.on('GET /api/texts/1', () => ({ status: 200, body: { data: detail } }));
  api.on('GET /api/texts/1/paragraphs', () => ({ status: 200, body: { data: paragraphs } }));
  api.on('GET /api/texts/1/question-generation', () => ({ status: 200, body: { data: idle } }));
});
afterEach(async () => {
  await api.close();
  vi.mocked(console.warn).mockRestore();
});

const openEditor = (path = '/texts/1/edit') =>
  renderApp({ store: createAppStore({ baseUrl: api.baseUrl }), path });
const callsTo = (method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

describe('text editor (docs/product.md §2, §8)', () => {
  it('shows a section, its questions with the correct choice, and dots with ellipses beyond 10', async () => {
    openEditor();
    expect(await screen.findByRole('heading', { name: 'Section 1 of 12' })).toBeTruthy();
    const dots = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(dots.getAllByRole('button', { name: /^Section/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '11',
      '12',
    ]);
    const question = await screen.findByRole('article', { name: 'Who ran?' });
    const choice = (text: string) => within(question).getByText(text).closest('li') as HTMLElement;
    expect(within(choice('A fox')).queryByText('Correct')).toBeTruthy();
    expect(within(choice('A hen')).queryByText('Correct')).toBeNull();
  });

  it('searches case-insensitively, counts, highlights and jumps to the match', async () => {
    const user = userEvent.setup();
    openEditor();
    const search = await screen.findByLabelText('Search paragraphs');
    await user.type(search, 'fo');
    expect(screen.getByText('Please enter at least 3 characters to search')).toBeTruthy();
    await user.type(search, 'x');
    expect(screen.getByText('1 result')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Section 2: A red Fox ran/ }));
    expect(screen.getByRole('heading', { name: 'Section 2 of 12' })).toBeTruthy();
    expect(screen.getByText('Fox').tagName).toBe('MARK');
  });

  it('saves an edited paragraph on its own', async () => {
    api.on('PUT /api/texts/1/paragraphs/100', (call) => ({
      status: 200,
      body: {
        status: 'success',
        message: 'Paragraph updated successfully',
        data: { id: 100, paragraph_index: 0, ...(call.body as object) },
      },
    }));
    const user = userEvent.setup();
    openEditor();
    const first = await screen.findByRole('article', { name: 'Paragraph 1' });
    await user.click(within(first).getByRole('button', { name: 'Edit paragraph' }));
    const box = within(first).getByRole('textbox');
    await user.clear(box);
    await user.type(box, 'A new start.');
    await user.click(within(first).getByRole('button', { name: 'Save paragraph' }));
    expect(await screen.findByText('Paragraph updated successfully')).toBeTruthy();
    expect(callsTo('PUT', '/api/texts/1/paragraphs/100')[0]?.body).toEqual({ content: 'A new start.' });
    expect(within(first).getByText('A new start.')).toBeTruthy();
  });

  it('deletes a section locally and saves everything with Save Changes', async () => {
    api.on('PUT /api/texts/1', () => ({
      status: 200,
      body: { data: {}, message: 'Text updated successfully.' },
    }));
    const user = userEvent.setup();
    openEditor();
    await user.click(await screen.findByRole('button', { name: 'Delete section' }));
    expect(await screen.findByText('Section deleted')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Section 1 of 11' })).toBeTruthy();
    expect(callsTo('PUT', '/api/texts/1')).toHaveLength(0);
    await user.click(screen.getAllByLabelText('Status')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved successfully')).toBeTruthy();
    const body = callsTo('PUT', '/api/texts/1')[0]?.body as {
      status: string;
      chunks: { chunk_index: number; paragraphs: { id: number }[] }[];
    };
    expect(body.status).toBe('published');
    expect(body.chunks).toHaveLength(11);
    expect(body.chunks[0]).toMatchObject({
      chunk_index: 0,
      paragraphs: [{ id: 104 }, { id: 105 }, { id: 106 }, { id: 107 }],
    });
    // The saved text is loaded again, so the screen shows what the server kept.
    await waitFor(() => expect(callsTo('GET', '/api/texts/1')).toHaveLength(2));
  });

  it('tells when saving, deleting a question or generating fails', async () => {
    api.on('PUT /api/texts/1', () => ({ status: 500, body: { message: 'Server Error' } }));
    api.on('POST /api/texts/1/generate-questions', () => ({ status: 502, body: { message: 'Bad gateway' } }));
    const user = userEvent.setup();
    openEditor();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save changes. Please try again.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Delete question' }));
    expect(await screen.findByText('Failed to delete question')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate questions for this section' }));
    expect(await screen.findByText('Failed to generate questions')).toBeTruthy();
    expect(screen.getByText('There was an error connecting to the AI service.')).toBeTruthy();
    expect(callsTo('POST', '/api/texts/1/generate-questions')[0]?.body).toEqual({ chunk_index: 0 });
  });

  it('queues generation for the whole text and follows its progress', async () => {
    const queued = {
      status: 'success',
      message: '12 jobs queued',
      data: { jobs_dispatched: 12, total_paragraphs: 48 },
    };
    api.on('POST /api/texts/1/trigger-question-generation', () => {
      const underWay = { pending: 9, running: 1, completed: 1, failed: 1 };
      api.on('GET /api/texts/1/question-generation', () => ({ status: 200, body: { data: underWay } }));
      return { status: 200, body: queued };
    });
    const user = userEvent.setup();
    openEditor();
    await screen.findByRole('article', { name: 'Who ran?' });
    await user.click(screen.getByRole('button', { name: 'Generate questions for the whole text' }));
    expect(await screen.findByText('Question generation queued')).toBeTruthy();
    expect(screen.getByText('Generating questions: 0 of 12 sections')).toBeTruthy();
    expect(await screen.findByText('Generating questions: 2 of 12 sections')).toBeTruthy();
    const loads = callsTo('GET', '/api/texts/1/paragraphs').length;
    const done = { ...idle, completed: 12 };
    api.on('GET /api/texts/1/question-generation', () => ({ status: 200, body: { data: done } }));
    await waitFor(() => expect(screen.queryByText(/^Generating questions:/)).toBeNull());
    await waitFor(() => expect(callsTo('GET', '/api/texts/1/paragraphs').length).toBeGreaterThan(loads));
  });

  it('says, for a Turkish text without an AI service, which questions the built-in generator writes', async () => {
    api.on('GET /api/texts/1', () => ({ status: 200, body: { data: { ...detail, language: 'tr' } } }));
    api.on('GET /api/config', () => ({ status: 200, body: { ...appConfig, ai_questions: false } }));
    openEditor();
    expect(
      await screen.findByText(
        'For a Turkish text the built-in generator writes only these kinds of question: “Who said it”, “Order of events”, “Main idea”, and “True or not”. Only the AI service gives the full set.',
      ),
    ).toBeTruthy();
  });

  it('reads the settings once per app session: realtime at sign-in, then the note from the same copy', async () => {
    api.on('GET /api/texts/1', () => ({ status: 200, body: { data: { ...detail, language: 'tr' } } }));
    api.on('GET /api/config', () => ({ status: 200, body: { ...appConfig, ai_questions: false } }));
    const { router } = openEditor('/texts');
    await waitFor(() => expect(callsTo('GET', '/api/config')).toHaveLength(1)); // realtime's
    await router.navigate({ to: '/texts/$id/edit', params: { id: '1' } });
    expect(await screen.findByText(/Only the AI service gives the full set\./)).toBeTruthy();
    expect(callsTo('GET', '/api/config')).toHaveLength(1);
  });

  it('shows each question’s element beside its type, and a teacher’s question’s flaws as hints', async () => {
    const [first, ...rest] = paragraphs;
    const written = {
      ...(first?.questions[0] as ParagraphWithQuestions['questions'][number]),
      id: 10,
      content: 'Who hid?',
      source: 'teacher' as const,
      flaws: ['second_right_answer' as const, 'answer_in_stem' as const],
    };
    const withWritten = [
      { ...(first as ParagraphWithQuestions), questions: [...(first?.questions ?? []), written] },
      ...rest,
    ];
    api.on('GET /api/texts/1/paragraphs', () => ({ status: 200, body: { data: withWritten } }));
    openEditor();
    const generated = await screen.findByRole('article', { name: 'Who ran?' });
    expect(within(generated).getByText('Who')).toBeTruthy();
    expect(within(generated).getByText('Character')).toBeTruthy();
    expect(within(generated).queryByRole('note')).toBeNull();
    const hints = within(screen.getByRole('article', { name: 'Who hid?' })).getByRole('note', {
      name: 'Worth a second look',
    });
    expect([...hints.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Worth a second look',
      'Another choice could also be right.',
      'The question gives the answer away.',
    ]);
  });

  it('says when a section has no questions, and offers the empty form to write one', async () => {
    const user = userEvent.setup();
    openEditor();
    await screen.findByRole('article', { name: 'Who ran?' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No questions for this part yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Write one' }));
    const form = await screen.findByRole('dialog', { name: 'Write a question' });
    expect((within(form).getByLabelText('Question') as HTMLTextAreaElement).value).toBe('');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('replaces a question, and says so when the part has no other question', async () => {
    api.on('POST /api/texts/1/questions/9/regenerate', () => ({
      status: 409,
      body: { message: NO_OTHER_QUESTION_MESSAGE },
    }));
    const user = userEvent.setup();
    openEditor();
    const card = await screen.findByRole('article', { name: 'Who ran?' });
    await user.click(within(card).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('No other question')).toBeTruthy();
    expect(await screen.findByText(NO_OTHER_QUESTION_MESSAGE)).toBeTruthy();
    expect(callsTo('POST', '/api/texts/1/questions/9/regenerate')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Who ran?' })).toBeTruthy();
  });

  it('says when the id is missing', async () => {
    openEditor('/texts/abc/edit');
    expect(await screen.findByText('Text ID is missing')).toBeTruthy();
  });

  it('says when the text cannot be loaded', async () => {
    api.on('GET /api/texts/1', () => ({ status: 404, body: { message: 'Text not found.' } }));
    api.on('GET /api/texts/1/paragraphs', () => ({ status: 404, body: { message: 'Text not found.' } }));
    openEditor();
    expect(await screen.findByText('Failed to load text data. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Failed to load text')).toBeTruthy();
  });
});
