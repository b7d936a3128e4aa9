import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraphsResponseSchema, textDetailResponseSchema } from '#contract/texts.ts';
import { choices, questions } from '#server/db/schema.ts';
import { questionRow } from '#test/harness/question-row.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
let owner: Record<string, string>;
const api = (method: string, path: string, body?: unknown) => callApi(t.baseUrl, method, path, owner, body);

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

/** A text of paragraphs P0…P(n-1), with a question on each of `askedAt`; returns ids. */
async function textWithQuestions(count: number, askedAt: number[]) {
  const content = Array.from({ length: count }, (_, i) => `P${i} is a short paragraph.`).join('\n\n');
  const id: number = (await api('POST', '/api/texts', { title: 'Editor', author: 'Ed', content })).body.data
    .id;
  for (const paragraphIndex of askedAt) {
    const [question] = await t.database.db
      .insert(questions)
      .values(questionRow({ textId: id, paragraphIndex, content: `Q about P${paragraphIndex}?` }))
      .returning();
    await t.database.db.insert(choices).values([
      { questionId: question?.id ?? 0, text: 'Right', isCorrect: true, position: 0 },
      { questionId: question?.id ?? 0, text: 'Wrong', isCorrect: false, position: 1 },
    ]);
  }
  const detail = textDetailResponseSchema.parse((await api('GET', `/api/texts/${id}`)).body).data;
  const paragraphIds = detail.chunks.flatMap((chunk) => chunk.paragraphs.map((p) => p.id));
  return { id, paragraphIds };
}

async function paragraphsOf(id: number) {
  return paragraphsResponseSchema.parse((await api('GET', `/api/texts/${id}/paragraphs`)).body).data;
}
const summary = (rows: Awaited<ReturnType<typeof paragraphsOf>>) =>
  rows.map((p) => [p.paragraph_index, p.content, p.questions.map((q) => q.content)]);

describe('GET /api/texts/{id}/paragraphs', () => {
  it('lists paragraphs with their questions and choices', async () => {
    const { id } = await textWithQuestions(3, [1]);
    const rows = await paragraphsOf(id);
    expect(rows.map((p) => p.paragraph_index)).toEqual([0, 1, 2]);
    expect(rows[1]?.questions).toEqual([
      {
        id: expect.any(Number),
        content: 'Q about P1?',
        paragraph_index: 1,
        type: 'what',
        element: 'action',
        skill: 'literal',
        source: 'teacher',
        explanation: 'The story says so.',
        evidence: null,
        flaws: [],
        choices: [
          { id: expect.any(Number), text: 'Right', is_correct: true },
          { id: expect.any(Number), text: 'Wrong', is_correct: false },
        ],
      },
    ]);
  });
});

describe('the editor save (PUT with chunks)', () => {
  it('replaces paragraphs from chunks, re-indexed; questions follow kept paragraphs, removed ones go', async () => {
    const {
      id,
      paragraphIds: [p0, p1, p2, , p4, p5],
    } = await textWithQuestions(6, [1, 4, 5]);
    expect(p1).toBeDefined();
    const res = await api('PUT', `/api/texts/${id}`, {
      title: 'Edited',
      author: 'Ed',
      status: 'published',
      chunks: [
        {
          chunk_index: 1,
          paragraphs: [
            { id: p4, content: 'P4 is a short paragraph.' },
            { id: p5, content: 'P5 kept.' },
          ],
        },
        {
          chunk_index: 0,
          paragraphs: [
            { id: p0, content: 'P0 is a short paragraph.' },
            { id: p2, content: ' P2 edited. ' },
            { content: 'Brand new.' },
            { content: '  ' },
          ],
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      title: 'Edited',
      status: 'published',
      paragraphs_count: 5,
      question_count: 2,
    });
    expect(summary(await paragraphsOf(id))).toEqual([
      [0, 'P0 is a short paragraph.', []],
      [1, 'P2 edited.', []],
      [2, 'Brand new.', []],
      [3, 'P4 is a short paragraph.', ['Q about P4?']],
      [4, 'P5 kept.', ['Q about P5?']],
    ]);
    const detail = (await api('GET', `/api/texts/${id}`)).body.data;
    expect(
      detail.chunks.map((chunk: { chunk_index: number; paragraphs: unknown[] }) => [
        chunk.chunk_index,
        chunk.paragraphs.length,
      ]),
    ).toEqual([
      [0, 4],
      [1, 1],
    ]);
    expect(detail.chunks[0].paragraphs[0].id).toBe(p0);
    expect(detail.word_count).toBe(16);
  });

  it('leaves the old paragraphs, questions and title intact when the save fails mid-way', async () => {
    const { id, paragraphIds } = await textWithQuestions(5, [2]);
    const before = await paragraphsOf(id);
    // A real database failure inside the transaction: after the questions have moved, the write
    // of the new paragraphs hits this trigger.
    await t.database.executeSql(`
      create function fail_on_marker() returns trigger language plpgsql as $$
      begin if 'FAIL HERE' = any(new.contents) then raise exception 'forced failure'; end if; return new; end $$;
      create trigger fail_on_marker before insert or update on text_paragraphs for each row execute function fail_on_marker();`);
    try {
      const res = await api('PUT', `/api/texts/${id}`, {
        title: 'Should not stick',
        author: 'Ed',
        status: 'published',
        chunks: [
          {
            chunk_index: 0,
            paragraphs: [{ id: paragraphIds[0], content: 'Changed.' }, { content: 'FAIL HERE' }],
          },
        ],
      });
      expect(res.status).toBe(500);
    } finally {
      await t.database.executeSql(
        'drop trigger fail_on_marker on text_paragraphs; drop function fail_on_marker();',
      );
    }
    expect(await paragraphsOf(id)).toEqual(before);
    expect((await api('GET', `/api/texts/${id}`)).body.data).toMatchObject({
      title: 'Editor',
      status: 'draft',
    });
  });

  it('refuses a paragraph id of another text and changes nothing', async () => {
    const mine = await textWithQuestions(2, []);
    const other = await textWithQuestions(2, []);
    const res = await api('PUT', `/api/texts/${mine.id}`, {
      title: 'Editor',
      author: 'Ed',
      chunks: [{ chunk_index: 0, paragraphs: [{ id: other.paragraphIds[0], content: 'Stolen.' }] }],
    });
    expect(res.status).toBe(422);
    expect((await paragraphsOf(mine.id)).map((p) => p.content)).toEqual([
      'P0 is a short paragraph.',
      'P1 is a short paragraph.',
    ]);
    expect((await paragraphsOf(other.id))[0]?.content).toBe('P0 is a short paragraph.');
  });
});

describe('paragraph and question calls', () => {
  it('updates one paragraph and recomputes the word count', async () => {
    const { id, paragraphIds } = await textWithQuestions(2, []);
    const res = await api('PUT', `/api/texts/${id}/paragraphs/${paragraphIds[1]}`, {
      content: 'Now it has many more words in it.',
    });
    expect(res.body).toEqual({
      status: 'success',
      message: 'Paragraph updated successfully',
      data: { id: paragraphIds[1], content: 'Now it has many more words in it.', paragraph_index: 1 },
    });
    expect((await api('GET', `/api/texts/${id}`)).body.data.word_count).toBe(13);
    const empty = await api('PUT', `/api/texts/${id}/paragraphs/${paragraphIds[1]}`, { content: ' ' });
    expect(empty.status).toBe(422);
  });

  it('deletes a paragraph with its questions and re-indexes the rest', async () => {
    const { id, paragraphIds } = await textWithQuestions(4, [1, 2]);
    const res = await api('DELETE', `/api/texts/${id}/paragraphs/${paragraphIds[1]}`);
    expect(res.body).toEqual({ status: 'success', message: 'Paragraph deleted' });
    expect(summary(await paragraphsOf(id))).toEqual([
      [0, 'P0 is a short paragraph.', []],
      [1, 'P2 is a short paragraph.', ['Q about P2?']],
      [2, 'P3 is a short paragraph.', []],
    ]);
    expect((await api('DELETE', `/api/texts/${id}/paragraphs/${paragraphIds[1]}`)).status).toBe(404);
  });

  it('deletes a question of the text, and only of that text', async () => {
    const mine = await textWithQuestions(2, [0]);
    const other = await textWithQuestions(2, [0]);
    const questionId = (await paragraphsOf(mine.id))[0]?.questions[0]?.id;
    const othersQuestionId = (await paragraphsOf(other.id))[0]?.questions[0]?.id;
    expect((await api('DELETE', `/api/texts/${mine.id}/questions/${othersQuestionId}`)).status).toBe(404);
    expect((await api('DELETE', `/api/texts/${mine.id}/questions/${questionId}`)).body).toEqual({
      status: 'success',
      message: 'Question deleted',
    });
    expect((await paragraphsOf(mine.id))[0]?.questions).toEqual([]);
    expect((await paragraphsOf(other.id))[0]?.questions).toHaveLength(1);
  });
});
