import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionGenerationPaths } from '#contract/questions.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createStoryText, generationStatusOf, questionsBySection, waitUntil } from './questions-fixtures.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp(); // jobs run in-process, as with npm start
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

const questionsGenerated = async () =>
  (await callApi(t.baseUrl, 'GET', '/api/notifications', owner)).body.filter(
    (n: { type: string }) => n.type === 'questions_generated',
  );

describe('POST /api/texts/{id}/trigger-question-generation', () => {
  it('queues a job per section of a 40-paragraph text, fills every section, and tells the owner once', async () => {
    const id = await createStoryText(t.baseUrl, owner, 40);
    const res = await callApi(t.baseUrl, 'POST', questionGenerationPaths.trigger(id), owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: expect.any(String),
      data: { jobs_dispatched: 10, total_paragraphs: 40 },
    });

    // The API keeps answering while the jobs run in its process (they yield between sections).
    const early = await generationStatusOf(t.baseUrl, owner, id);
    expect(early.pending + early.running).toBeGreaterThan(0);
    const status = await waitUntil(
      () => generationStatusOf(t.baseUrl, owner, id),
      (s) => s.pending + s.running === 0,
    );
    expect(status).toEqual({ pending: 0, running: 0, completed: 10, failed: 0 });
    const questions = await questionsBySection(t.baseUrl, owner, id);
    expect(new Set(questions.map((q) => q.section))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    for (const question of questions) {
      expect(question.choices).toHaveLength(4);
      expect(question.choices.filter((c) => c.is_correct)).toHaveLength(1);
    }

    const [notification, ...others] = await waitUntil(questionsGenerated, (list) => list.length > 0);
    expect(others).toEqual([]);
    expect(notification.data).toMatchObject({
      message: 'Questions are ready for "Island Tales"',
      text_id: id,
      text_title: 'Island Tales',
    });
  });

  it('replaces the questions of a second run instead of adding to them', async () => {
    const id = await createStoryText(t.baseUrl, owner, 8);
    const settled = (s: { pending: number; running: number }) => s.pending + s.running === 0;
    await callApi(t.baseUrl, 'POST', questionGenerationPaths.trigger(id), owner);
    await waitUntil(() => generationStatusOf(t.baseUrl, owner, id), settled);
    const first = await questionsBySection(t.baseUrl, owner, id);
    await callApi(t.baseUrl, 'POST', questionGenerationPaths.trigger(id), owner);
    await waitUntil(() => generationStatusOf(t.baseUrl, owner, id), settled);
    const second = await questionsBySection(t.baseUrl, owner, id);
    expect(second.map((q) => q.content)).toEqual(first.map((q) => q.content));
    expect(second.map((q) => q.id)).not.toEqual(first.map((q) => q.id));
  });

  it('gives a text whose sections have nothing but a blank to ask one blank a section, not none', async () => {
    const references = [
      'Benson, A. C., The Hill of Trouble and the Blue Door. Macmillan, 1903.',
      'Lang, Andrew, The Blue Fairy Book. Longmans, 1889.',
      'Kipling, Rudyard, The Jungle Book. Macmillan, 1894.',
      'Stockton, Frank R., The Bee-Man of Orn. Scribner, 1887.',
      'Ruskin, John, The King of the Golden River. Smith, Elder, 1851.',
    ];
    const created = await callApi(t.baseUrl, 'POST', '/api/texts', owner, {
      title: 'Further Reading',
      author: 'RR',
      content: references.join('\n\n'),
    });
    const id = created.body.data.id as number;
    await callApi(t.baseUrl, 'POST', questionGenerationPaths.trigger(id), owner);
    const status = await waitUntil(
      () => generationStatusOf(t.baseUrl, owner, id),
      (s) => s.pending + s.running === 0,
    );
    expect(status).toEqual({ pending: 0, running: 0, completed: 2, failed: 0 });
    // The owner is told once the blanks are stored, so the questions are there by the notification.
    await waitUntil(questionsGenerated, (list) =>
      list.some((n: { data: { text_id: number } }) => n.data.text_id === id),
    );
    const questions = await questionsBySection(t.baseUrl, owner, id);
    expect(questions.map((q) => q.section)).toEqual([0, 1]);
  });

  it('queues nothing for a text without paragraphs left', async () => {
    const id = await createStoryText(t.baseUrl, owner, 1);
    const text = (await callApi(t.baseUrl, 'GET', `/api/texts/${id}`, owner)).body.data;
    const paragraphId = text.chunks[0].paragraphs[0].id;
    await callApi(t.baseUrl, 'DELETE', `/api/texts/${id}/paragraphs/${paragraphId}`, owner);
    const res = await callApi(t.baseUrl, 'POST', questionGenerationPaths.trigger(id), owner);
    expect(res.body.data).toEqual({ jobs_dispatched: 0, total_paragraphs: 0 });
    expect(await generationStatusOf(t.baseUrl, owner, id)).toEqual({
      pending: 0,
      running: 0,
      completed: 0,
      failed: 0,
    });
  });
});
