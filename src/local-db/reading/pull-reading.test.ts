import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#api-client/create-api-client.ts';
import type { MyAssignment } from '#contract/assignments.ts';
import { type FakeAuthApi, startFakeAuthApi } from '#test/harness/fake-auth-api.ts';
import { myAssignmentsTable } from '../assignments/my-assignments-table.ts';
import { openUserDb, type UserDb } from '../user-db.ts';
import { pullAssignedTexts } from './pull-reading.ts';
import { readingTables } from './reading-tables.ts';

const uuid = (n: number) => `${n}${n}${n}${n}${n}${n}${n}${n}-0000-4000-8000-000000000000`;
const item = (n: number, status: MyAssignment['status']): MyAssignment => ({
  id: n,
  uuid: uuid(n),
  status,
  mode: 'check',
  due_date: null,
  created_at: '2026-11-01T00:00:00.000Z',
  completed_at: null,
  answered_questions: 0,
  total_questions: 1,
  text: { id: n, title: `Text ${n}`, author: 'A', reading_level: 2 },
});
const picture = (name: string) => ({ src: `/api/texts/42/images/${name}`, alt: '', width: 8, height: 6 });
const detail = (n: number, epub: string | null, pictures: Record<string, unknown> = {}) => ({
  id: n,
  uuid: uuid(n),
  status: 'in_progress',
  due_date: null,
  completed_at: null,
  text: {
    id: 40 + n,
    title: `Text ${n}`,
    author: 'A',
    reading_level: 2,
    epub_file_path: epub,
    cover: null,
    chunks: [],
    ...pictures,
  },
  questions: [],
  answers: [],
  progress: { answered: 0, total: 0 },
  reading_seconds: 0,
});

let api: FakeAuthApi;
let db: UserDb;
beforeEach(async () => {
  api = await startFakeAuthApi();
  db = openUserDb('pull-reading');
});
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
  await api.close();
});

describe('pulling the assigned texts (what the service worker runs)', () => {
  it('stores the list, each open assignment and each completed one’s summary; skips rejected ones', async () => {
    const list = [
      item(1, 'pending'),
      item(2, 'in_progress'),
      item(3, 'completed'),
      item(4, 'rejected'),
      item(5, 'in_progress'),
    ];
    api.on('GET /api/my-assignments', () => ({ status: 200, body: { data: list } }));
    api.on(`GET /api/assignments/${uuid(1)}`, () => ({ status: 200, body: { data: detail(1, null) } }));
    api.on(`GET /api/assignments/${uuid(2)}`, () => ({
      status: 200,
      body: {
        data: detail(2, 'uploads/x.epub', {
          cover: { src: '/api/texts/42/images/c.jpg' },
          chunks: [
            {
              chunk_index: 0,
              paragraphs: [
                { id: 1, paragraph_index: 0, content: 'A', images: [picture('a.png'), picture('c.jpg')] },
                { id: 2, paragraph_index: 1, content: 'B', images: [picture('a.png')] },
              ],
            },
          ],
        }),
      },
    }));
    api.on(`GET /api/assignments/${uuid(5)}`, () => ({ status: 500, body: { message: 'Server Error' } }));
    const summary = {
      score_percent: 100,
      correct: 1,
      total: 1,
      time_spent_seconds: 5,
      completed_at: '2026-11-02T00:00:00.000Z',
      submitted_on_time: null,
      questions: [],
    };
    api.on(`GET /api/assignments/${uuid(3)}/summary`, () => ({ status: 200, body: { data: summary } }));

    const { texts, errors } = await pullAssignedTexts(
      db,
      createApiClient({ baseUrl: api.baseUrl, getToken: () => 't' }),
    );

    expect(texts).toEqual([
      { uuid: uuid(1), textId: 41, hasEpub: false, imageSrcs: [] },
      // Its cover and pictures, each once: what the service worker caches for reading offline.
      {
        uuid: uuid(2),
        textId: 42,
        hasEpub: true,
        imageSrcs: ['/api/texts/42/images/c.jpg', '/api/texts/42/images/a.png'],
      },
    ]);
    expect(errors).toHaveLength(1);
    const tables = readingTables(db);
    expect((await tables.assignments.toArray()).map((row) => row.uuid)).toEqual([uuid(1), uuid(2)]);
    expect((await tables.summaries.get(uuid(3)))?.summary).toEqual(summary);
    expect(await myAssignmentsTable(db).count()).toBe(5);
    expect(api.calls.some((call) => call.path.startsWith(`/api/assignments/${uuid(4)}`))).toBe(false);
  });
});
