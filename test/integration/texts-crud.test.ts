import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  textDetailResponseSchema,
  textListResponseSchema,
  textWriteResponseSchema,
} from '#contract/texts.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
let owner: Record<string, string>;
let otherAdmin: Record<string, string>;
let pupil: Record<string, string>;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
  otherAdmin = (await createTestUser(t.database, { admin: true })).headers;
  pupil = (await createTestUser(t.database)).headers;
});
afterAll(() => t.close());

const story = 'Once upon a time a fox lived in the wood.\n\nHe was very clever.\n\nThe end.';

describe('texts CRUD', () => {
  it('creates a pasted text split into paragraphs, with word count and reading level', async () => {
    const res = await api(owner, 'POST', '/api/texts', { title: ' The Fox ', author: 'Ann', content: story });
    expect(res.status).toBe(201);
    const { data, message } = textWriteResponseSchema.parse(res.body);
    expect(message).toBeTruthy();
    expect(data).toMatchObject({ title: 'The Fox', author: 'Ann', status: 'draft', paragraphs_count: 3 });
    expect(data).toMatchObject({ question_count: 0, word_count: 16, epub_file_path: null });
    expect(data.reading_level).toBeGreaterThanOrEqual(0);

    const detail = textDetailResponseSchema.parse(
      (await api(owner, 'GET', `/api/texts/${data.id}`)).body,
    ).data;
    expect(detail.chunks).toEqual([
      {
        chunk_index: 0,
        paragraphs: [
          expect.objectContaining({
            paragraph_index: 0,
            content: 'Once upon a time a fox lived in the wood.',
          }),
          expect.objectContaining({ paragraph_index: 1, content: 'He was very clever.' }),
          expect.objectContaining({ paragraph_index: 2, content: 'The end.' }),
        ],
      },
    ]);
  });

  it('answers 422 with the messages of docs/product.md §5', async () => {
    const res = await api(owner, 'POST', '/api/texts', { title: '', content: ' ' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ['Title is required for text uploads.'],
      author: ['Author is required for text uploads.'],
      content: ['Text content is required.'],
    });
    const long = await api(owner, 'POST', '/api/texts', {
      title: 'x'.repeat(256),
      author: 'A',
      content: 'C',
    });
    expect(long.body.errors).toEqual({ title: ['Title cannot exceed 255 characters.'] });
  });

  it('lists only the owner’s texts, newest first, without content', async () => {
    await api(owner, 'POST', '/api/texts', {
      title: 'Second',
      author: 'Bo',
      content: 'One.\nTwo.\nThree.\nFour.\nFive.',
    });
    await api(otherAdmin, 'POST', '/api/texts', { title: 'Not yours', author: 'Cy', content: 'Hidden.' });
    const { data } = textListResponseSchema.parse((await api(owner, 'GET', '/api/texts')).body);
    expect(data.map((text) => text.title)).toEqual(['Second', 'The Fox']);
    expect(data[0]).toMatchObject({ paragraphs_count: 5 });
    expect(data[0]).not.toHaveProperty('content');
  });

  it('edits title, author and content from the list, re-splitting the content', async () => {
    const id = (await api(owner, 'POST', '/api/texts', { title: 'Edit me', author: 'Di', content: 'Old.' }))
      .body.data.id;
    const res = await api(owner, 'PUT', `/api/texts/${id}`, {
      title: 'Edited',
      author: 'Ed',
      content: 'New one.\n\nNew two.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'Edited',
      author: 'Ed',
      paragraphs_count: 2,
      word_count: 4,
    });
    const missing = await api(owner, 'PUT', `/api/texts/${id}`, { title: ' ', author: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ title: ['Title is required.'], author: ['Author is required.'] });
  });

  it('creates a text once for a repeated Idempotency-Key', async () => {
    const keyed = { ...owner, 'idempotency-key': 'upload-once-1' };
    const body = { title: 'Once', author: 'Oz', content: 'Only once.' };
    const first = await api(keyed, 'POST', '/api/texts', body);
    const second = await api(keyed, 'POST', '/api/texts', body);
    expect(second.status).toBe(201);
    expect(second.body.data.id).toBe(first.body.data.id);
    const titles = (await api(owner, 'GET', '/api/texts')).body.data.map(
      (text: { title: string }) => text.title,
    );
    expect(titles.filter((title: string) => title === 'Once')).toHaveLength(1);
  });

  it('deletes a text', async () => {
    const id = (await api(owner, 'POST', '/api/texts', { title: 'Gone', author: 'Fi', content: 'Bye.' })).body
      .data.id;
    expect((await api(owner, 'DELETE', `/api/texts/${id}`)).status).toBe(200);
    expect((await api(owner, 'GET', `/api/texts/${id}`)).status).toBe(404);
  });
});

describe('ownership', () => {
  it('gives another admin and a pupil 404 on every call about the text', async () => {
    const id = (await api(owner, 'POST', '/api/texts', { title: 'Mine', author: 'Me', content: 'A.\n\nB.' }))
      .body.data.id;
    const paragraphId = (await api(owner, 'GET', `/api/texts/${id}`)).body.data.chunks[0].paragraphs[0].id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/texts/${id}`],
      ['PUT', `/api/texts/${id}`, { title: 'Stolen', author: 'Thief', content: 'X' }],
      ['DELETE', `/api/texts/${id}`],
      ['GET', `/api/texts/${id}/paragraphs`],
      ['PUT', `/api/texts/${id}/paragraphs/${paragraphId}`, { content: 'X' }],
      ['DELETE', `/api/texts/${id}/paragraphs/${paragraphId}`],
      ['DELETE', `/api/texts/${id}/questions/1`],
      ['GET', `/api/texts/${id}/epub`],
    ];
    for (const stranger of [otherAdmin, pupil]) {
      for (const [method, path, body] of calls) {
        const res = await api(stranger, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('Mine');
      }
    }
    const unchanged = (await api(owner, 'GET', `/api/texts/${id}`)).body.data;
    expect(unchanged.title).toBe('Mine');
    expect(unchanged.chunks[0].paragraphs).toHaveLength(2);
  });

  it('refuses the list and uploads to a pupil, and everything to a stranger without a token', async () => {
    expect((await api(pupil, 'GET', '/api/texts')).status).toBe(403);
    expect((await api(pupil, 'POST', '/api/texts', { title: 'T', author: 'A', content: 'C' })).status).toBe(
      403,
    );
    expect((await api({}, 'GET', '/api/texts')).status).toBe(401);
  });
});
