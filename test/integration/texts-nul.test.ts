import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';
import { buildEpub } from './texts-epub-builder.ts';
import { uploadEpub } from './texts-epub-upload.ts';

// PostgreSQL text cannot hold U+0000: every way text comes in must drop it instead of failing with a 500.
let t: TestApp;
let owner: Record<string, string>;
const api = (method: string, path: string, body?: unknown) => callApi(t.baseUrl, method, path, owner, body);

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

const paragraphsOf = async (id: number) =>
  (await api('GET', `/api/texts/${id}`)).body.data.chunks.flatMap(
    (chunk: { paragraphs: { content: string }[] }) => chunk.paragraphs.map((p) => p.content),
  );

describe('NUL characters', () => {
  it('are stripped from a pasted text, its list edit, an editor save and a paragraph edit', async () => {
    const created = await api('POST', '/api/texts', {
      title: 'Nu\0ll',
      author: 'A\0nn',
      content: 'One\0 fish.\n\n\0\n\nTwo fish.',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ title: 'Null', author: 'Ann', paragraphs_count: 2 });
    expect(await paragraphsOf(id)).toEqual(['One fish.', 'Two fish.']);

    const edited = await api('PUT', `/api/texts/${id}`, { title: 'T', author: 'A', content: 'Red\0 fish.' });
    expect(edited.status).toBe(200);
    expect(await paragraphsOf(id)).toEqual(['Red fish.']);

    const saved = await api('PUT', `/api/texts/${id}`, {
      title: 'T',
      author: 'A',
      chunks: [{ chunk_index: 0, paragraphs: [{ content: 'Blue\0 fish.' }, { content: '\0' }] }],
    });
    expect(saved.status).toBe(200);
    const [paragraph] = (await api('GET', `/api/texts/${id}`)).body.data.chunks[0].paragraphs;
    expect(paragraph.content).toBe('Blue fish.');

    const put = await api('PUT', `/api/texts/${id}/paragraphs/${paragraph.id}`, { content: 'Old\0 fish.' });
    expect(put.status).toBe(200);
    expect(await paragraphsOf(id)).toEqual(['Old fish.']);
  });

  it('leave a body that was only NULs as empty as it looks: 422, not 500', async () => {
    const res = await api('POST', '/api/texts', { title: 'T', author: 'A', content: '\0\0' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ content: ['Text content is required.'] });
  });

  it('are stripped from an EPUB’s metadata, content and form fields', async () => {
    const epub = buildEpub({ title: 'Bo\0ok', creator: 'Wri\0ter', chapters: ['<p>Hel\0lo there.</p>'] });
    const res = await uploadEpub(t.baseUrl, owner, epub);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: 'Book', author: 'Writer' });
    expect(await paragraphsOf(res.body.data.id)).toEqual(['Hello there.']);

    const named = await uploadEpub(t.baseUrl, owner, epub, { title: 'Fo\0rm', author: 'Ow\0ner' });
    expect(named.status).toBe(201);
    expect(named.body.data).toMatchObject({ title: 'Form', author: 'Owner' });
  });
});
