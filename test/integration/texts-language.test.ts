import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateQuestionsResponseSchema, questionGenerationPaths } from '#contract/questions.ts';
import {
  textDetailResponseSchema,
  textListResponseSchema,
  textWriteResponseSchema,
} from '#contract/texts.ts';
import { lostCatStory } from '#server/modules/questions/generator/turkish/turkish-story.fixture.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';
import { uploadEpub } from './texts-epub-upload.ts';

let t: TestApp;
let owner: Record<string, string>;
const api = (method: string, path: string, body?: unknown) => callApi(t.baseUrl, method, path, owner, body);

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

const turkish =
  'Ali okula gitti. Ayşe kitap okudu.\n\nBir varmış bir yokmuş, küçük bir köyde Elif adında bir kız yaşarmış.';
const english = 'Once upon a time a fox lived in the wood.\n\nHe was very clever and he liked to run.';

describe('a text’s language (DESIGN.md §5)', () => {
  it('is detected for a pasted text, and a Turkish text is graded by Ateşman', async () => {
    const res = await api('POST', '/api/texts', { title: 'Elif', author: 'Ece', content: turkish });
    const { data } = textWriteResponseSchema.parse(res.body);
    expect(data.language).toBe('tr');
    // The second paragraph: Bir 1, varmış 2, bir 1, yokmuş 2, küçük 2, bir 1, köyde 2, Elif 2, adında 3,
    // bir 1, kız 1, yaşarmış 3: 12 words, 21 vowels. With the first: 18 words, 35 vowels, 3 sentences.
    // 198.825 − 40.175·35/18 − 2.610·18/3 = 105.05 (past "very easy") → 2 − 5.05·0.2 = 0.99 → 1.0
    expect(data.reading_level).toBe(1);
    const detail = textDetailResponseSchema.parse((await api('GET', `/api/texts/${data.id}`)).body).data;
    expect(detail.language).toBe('tr');
    const list = textListResponseSchema.parse((await api('GET', '/api/texts')).body).data;
    expect(list.find((text) => text.id === data.id)?.language).toBe('tr');
  });

  it('is detected again when a pasted text’s content is replaced', async () => {
    const created = await api('POST', '/api/texts', { title: 'Fox', author: 'Ann', content: english });
    const { id, language } = textWriteResponseSchema.parse(created.body).data;
    expect(language).toBe('en');
    const updated = await api('PUT', `/api/texts/${id}`, { title: 'Fox', author: 'Ann', content: turkish });
    expect(textWriteResponseSchema.parse(updated.body).data.language).toBe('tr');
  });

  it('comes from the book’s dc:language: the Arabic sample is Arabic', async () => {
    const bytes = readFileSync(join(process.cwd(), '../shared/fixtures/epub/regime-anticancer-arabic.epub'));
    const res = await uploadEpub(t.baseUrl, owner, bytes);
    expect(res.status).toBe(201);
    expect(textWriteResponseSchema.parse(res.body).data.language).toBe('ar');
  });

  it('gives a Turkish text the built-in Turkish questions, with Turkish explanations', async () => {
    const content = lostCatStory.paragraphs.map((paragraph) => paragraph.content).join('\n\n');
    const res = await api('POST', '/api/texts', { title: 'Elif ile Kayıp Kedi', author: 'Ece', content });
    const { id, language } = textWriteResponseSchema.parse(res.body).data;
    expect(language).toBe('tr');
    const generated = await api('POST', questionGenerationPaths.generateSection(id), { chunk_index: 0 });
    const { data } = generateQuestionsResponseSchema.parse(generated.body);
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data.map((question) => question.type)).toContain('said_who');
    for (const question of data) {
      expect(question).toMatchObject({ source: 'builtin', skill: expect.any(String) });
      expect(question.explanation).toMatch(/metinde|bölümün|ötekilerden|bu sözü/iu);
    }
  });
});
