import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateQuestionsResponseSchema, questionGenerationPaths } from '#contract/questions.ts';
import { questions } from '#server/db/schema.ts';
import { type ChatServer, json, startChatServer } from '#test/harness/chat-completions-server.ts';
import { questionRow } from '#test/harness/question-row.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createStoryText, questionsBySection } from './questions-fixtures.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
let owner: Record<string, string>;
const api = (method: string, path: string, body?: unknown, headers = owner) =>
  callApi(t.baseUrl, method, path, headers, body);

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

const ids = (questions: { id: number }[]) => questions.map((q) => q.id).sort((a, b) => a - b);

async function firstParagraphId(textId: number, chunk = 0) {
  return (await api('GET', `/api/texts/${textId}`)).body.data.chunks[chunk].paragraphs[0].id as number;
}

describe('POST /api/texts/{id}/generate-questions', () => {
  it('generates one section now, replacing its questions and leaving the others alone', async () => {
    const id = await createStoryText(t.baseUrl, owner, 12);
    for (const attempt of [1, 2]) {
      const res = await api('POST', questionGenerationPaths.generateSection(id), { chunk_index: 1 });
      expect(res.status, `attempt ${attempt}`).toBe(200);
      const body = generateQuestionsResponseSchema.parse(res.body);
      expect(body).toMatchObject({ status: 'success', message: 'Questions generated' });
      expect(body.data.length).toBeGreaterThan(0);
      for (const q of body.data) expect(q.paragraph_index).toBeGreaterThanOrEqual(4);
      for (const q of body.data) expect(q.paragraph_index).toBeLessThanOrEqual(7);
      const stored = await questionsBySection(t.baseUrl, owner, id);
      expect(ids(stored)).toEqual(ids(body.data));
      expect(stored.every((q) => q.section === 1)).toBe(true);
    }
  });

  it('refuses a section the text does not have', async () => {
    const id = await createStoryText(t.baseUrl, owner, 4);
    const res = await api('POST', questionGenerationPaths.generateSection(id), { chunk_index: 1 });
    expect(res.status).toBe(422);
    expect(res.body.errors.chunk_index).toEqual(['This text has no section 1.']);
  });
});

describe('POST /api/paragraphs/{paragraphId}/generate-questions', () => {
  it("replaces that paragraph's questions only", async () => {
    const id = await createStoryText(t.baseUrl, owner, 8);
    await api('POST', questionGenerationPaths.generateSection(id), { chunk_index: 0 });
    const before = await questionsBySection(t.baseUrl, owner, id);
    const paragraphId = await firstParagraphId(id, 1);
    const res = await api('POST', questionGenerationPaths.generateParagraph(paragraphId));
    expect(res.status).toBe(200);
    const body = generateQuestionsResponseSchema.parse(res.body);
    expect(body.data.every((q) => q.paragraph_index === 4)).toBe(true);
    const after = await questionsBySection(t.baseUrl, owner, id);
    expect(after.filter((q) => q.section === 0)).toEqual(before);
    expect(ids(after.filter((q) => q.section === 1))).toEqual(ids(body.data));
  });
});

describe('who may generate', () => {
  it('gives another admin and a pupil 404 on every question generation call', async () => {
    const id = await createStoryText(t.baseUrl, owner, 4);
    const paragraphId = await firstParagraphId(id);
    const calls: [string, string, unknown?][] = [
      ['POST', questionGenerationPaths.trigger(id)],
      ['POST', questionGenerationPaths.generateSection(id), { chunk_index: 0 }],
      ['POST', questionGenerationPaths.generateParagraph(paragraphId)],
      ['GET', questionGenerationPaths.status(id)],
    ];
    for (const admin of [true, false]) {
      const stranger = (await createTestUser(t.database, { admin })).headers;
      for (const [method, path, body] of calls) {
        expect((await api(method, path, body, stranger)).status, `${method} ${path} admin=${admin}`).toBe(
          404,
        );
      }
    }
    expect(await questionsBySection(t.baseUrl, owner, id)).toEqual([]);
    expect((await api('POST', questionGenerationPaths.trigger(id), undefined, {})).status).toBe(401);
  });
});

describe('an AI service that fails', () => {
  let ai: ChatServer;
  let failing: TestApp;
  let failingOwner: Record<string, string>;

  beforeAll(async () => {
    ai = await startChatServer([json(500, { error: { message: 'model crashed', type: 'server_error' } })]);
    failing = await startTestApp({ AI_BASE_URL: ai.baseUrl, JOBS_IN_PROCESS: 'false' });
    failingOwner = (await createTestUser(failing.database, { admin: true })).headers;
  });
  afterAll(async () => {
    await failing.close();
    await ai.close();
  });

  it('answers 502 with the message of docs/product.md §8, and keeps the questions there were', async () => {
    const id = await createStoryText(failing.baseUrl, failingOwner, 4);
    const paragraphId = (await callApi(failing.baseUrl, 'GET', `/api/texts/${id}`, failingOwner)).body.data
      .chunks[0].paragraphs[0].id;
    await failing.database.db
      .insert(questions)
      .values(questionRow({ textId: id, paragraphIndex: 0, content: 'Kept?' }));
    for (const [path, body] of [
      [questionGenerationPaths.generateSection(id), { chunk_index: 0 }],
      [questionGenerationPaths.generateParagraph(paragraphId), undefined],
    ] as const) {
      const res = await callApi(failing.baseUrl, 'POST', path, failingOwner, body);
      expect(res.status, path).toBe(502);
      expect(res.body).toEqual({
        status: 'error',
        message: 'There was an error connecting to the AI service.',
      });
    }
    const kept = await questionsBySection(failing.baseUrl, failingOwner, id);
    expect(kept.map((q) => q.content)).toEqual(['Kept?']);
  });
});
