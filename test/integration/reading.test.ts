import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAssignmentListSchema } from '#contract/assignments.ts';
import { answerResponseSchema, readerAssignmentResponseSchema } from '#contract/reading.ts';
import { choices, idempotencyKeys, questions as questionsTable } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createAssignedText, type FixtureQuestion } from './assignments-fixtures.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
let owner: Record<string, string>;
let pupil: Awaited<ReturnType<typeof createTestUser>>;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);

const assigned = (dueDate?: string) => createAssignedText(t, owner, pupil.user.email, dueDate);
const answer = (uuid: string, question: FixtureQuestion, choiceId: number, headers = pupil.headers) =>
  api(headers, 'PUT', `/api/assignments/${uuid}/answers/${question.id}`, { choice_id: choiceId });

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
  pupil = await createTestUser(t.database, { name: 'Pia Pupil' });
});
afterAll(() => t.close());

describe('the reader payload', () => {
  it('has the text in sections, the questions and no trace of which choice is correct', async () => {
    const { uuid, questions } = await assigned();
    const res = await api(pupil.headers, 'GET', `/api/assignments/${uuid}`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('is_correct');
    const { data } = readerAssignmentResponseSchema.parse(res.body);
    expect(data.text.chunks.map((chunk) => chunk.paragraphs.length)).toEqual([4, 4, 4]);
    expect(data.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(data.questions[0]?.choices).toEqual([
      { id: questions[0]?.correctChoiceId, text: 'The fox ran' },
      { id: questions[0]?.wrongChoiceId, text: 'The fox slept' },
    ]);
    expect(data).toMatchObject({ status: 'pending', answers: [], progress: { answered: 0, total: 3 } });
    expect((await api(owner, 'GET', `/api/assignments/${uuid}`)).status).toBe(200);
  });

  it('shows the text as it is now after each change to its paragraphs, choices or questions', async () => {
    const { uuid, textId, questions } = await assigned();
    const [q1, , q3] = questions as [FixtureQuestion, FixtureQuestion, FixtureQuestion];
    const pull = async () =>
      readerAssignmentResponseSchema.parse((await api(pupil.headers, 'GET', `/api/assignments/${uuid}`)).body)
        .data;
    const paragraphId = (await pull()).text.chunks[0]?.paragraphs[0]?.id;
    await api(owner, 'PUT', `/api/texts/${textId}/paragraphs/${paragraphId}`, {
      content: 'The fox woke up.',
    });
    expect((await pull()).text.chunks[0]?.paragraphs[0]?.content).toBe('The fox woke up.');
    // Written past the routes, as another process would: the pull must not depend on a route saying so.
    await t.database.db
      .update(choices)
      .set({ text: 'The fox flew' })
      .where(eq(choices.id, q1.correctChoiceId));
    expect((await pull()).questions[0]?.choices[0]?.text).toBe('The fox flew');
    await t.database.db.delete(questionsTable).where(eq(questionsTable.id, q3.id));
    expect((await pull()).questions.map((q) => q.id)).toEqual([q1.id, questions[1]?.id]);
  });
});

describe('answering', () => {
  it('upserts: the first answer starts the assignment, a change replaces it, counts follow', async () => {
    const { uuid, questions, textId } = await assigned();
    const [q1, q2] = questions as [FixtureQuestion, FixtureQuestion];
    const first = await answer(uuid, q1, q1.wrongChoiceId);
    expect(answerResponseSchema.parse(first.body)).toEqual({
      data: { question_id: q1.id, choice_id: q1.wrongChoiceId },
      progress: { answered: 1, total: 3 },
    });
    expect((await answer(uuid, q1, q1.correctChoiceId)).body.progress).toEqual({ answered: 1, total: 3 });
    expect((await answer(uuid, q2, q2.correctChoiceId)).body.progress).toEqual({ answered: 2, total: 3 });

    const { data } = readerAssignmentResponseSchema.parse(
      (await api(pupil.headers, 'GET', `/api/assignments/${uuid}`)).body,
    );
    expect(data.status).toBe('in_progress');
    expect(data.answers).toEqual(
      expect.arrayContaining([
        { question_id: q1.id, choice_id: q1.correctChoiceId },
        { question_id: q2.id, choice_id: q2.correctChoiceId },
      ]),
    );
    const table = ownerAssignmentListSchema.parse(
      (await api(owner, 'GET', `/api/texts/${textId}/assignments`)).body,
    );
    expect(table.data[0]).toMatchObject({ answered_questions_count: 2, total_questions_count: 3 });
  });

  it('refuses a choice of another question (422) and a question of another text (404)', async () => {
    const { uuid, questions } = await assigned();
    const other = await assigned();
    const [q1, q2] = questions as [FixtureQuestion, FixtureQuestion];
    const wrongChoice = await answer(uuid, q1, q2.correctChoiceId);
    expect(wrongChoice.status).toBe(422);
    expect(wrongChoice.body.errors).toEqual({
      choice_id: ['The selected choice is not one of this question.'],
    });
    const foreign = other.questions[0] as FixtureQuestion;
    expect((await answer(uuid, foreign, foreign.correctChoiceId)).status).toBe(404);
  });

  it('answers ids too large for the database with 422, not a server error', async () => {
    const { uuid, questions } = await assigned();
    const [q1] = questions as [FixtureQuestion];
    const huge = 2 ** 31;
    const hugeChoice = await answer(uuid, q1, huge);
    expect(hugeChoice.status).toBe(422);
    expect(hugeChoice.body.errors).toEqual({ choice_id: ['The selected choice is invalid.'] });
    expect((await answer(uuid, { ...q1, id: huge }, q1.correctChoiceId)).status).toBe(422);
  });

  it('an answer replayed with its Idempotency-Key changes nothing', async () => {
    const { uuid, questions } = await assigned();
    const [q1] = questions as [FixtureQuestion];
    const keyed = { ...pupil.headers, 'idempotency-key': 'answer-1' };
    const first = await answer(uuid, q1, q1.wrongChoiceId, keyed);
    await answer(uuid, q1, q1.correctChoiceId);
    const replay = await answer(uuid, q1, q1.wrongChoiceId, keyed);
    expect(replay).toEqual(first);
    const { data } = readerAssignmentResponseSchema.parse(
      (await api(pupil.headers, 'GET', `/api/assignments/${uuid}`)).body,
    );
    expect(data.answers).toEqual([{ question_id: q1.id, choice_id: q1.correctChoiceId }]);
    const [stored] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, pupil.user.id), eq(idempotencyKeys.key, 'answer-1')));
    expect(stored?.statusCode).toBe(200);
    expect(stored?.body).toEqual(first.body);
  });

  it('a refused answer replays its refusal under the same key', async () => {
    const { uuid, questions } = await assigned();
    const [q1, q2] = questions as [FixtureQuestion, FixtureQuestion];
    const keyed = { ...pupil.headers, 'idempotency-key': 'refused-1' };
    const refused = await answer(uuid, q1, q2.correctChoiceId, keyed);
    expect(refused.status).toBe(422);
    expect(await answer(uuid, q1, q2.correctChoiceId, keyed)).toEqual(refused);
  });
});

describe('reading time', () => {
  it('adds per section, caps an absurd batch, refuses a section that does not exist', async () => {
    const { uuid } = await assigned();
    const add = (chunk_index: number, seconds: number) =>
      api(pupil.headers, 'POST', `/api/assignments/${uuid}/reading-time`, { chunk_index, seconds });
    expect((await add(0, 30)).body).toEqual({ data: { chunk_index: 0, seconds: 30, total_seconds: 30 } });
    expect((await add(0, 15)).body.data).toEqual({ chunk_index: 0, seconds: 45, total_seconds: 45 });
    expect((await add(1, 80_000)).body.data).toEqual({ chunk_index: 1, seconds: 3600, total_seconds: 3645 });
    expect((await add(9, 10)).status).toBe(422);
    expect((await add(2 ** 31, 10)).status).toBe(422);
    expect((await add(Number.MAX_SAFE_INTEGER, 10)).status).toBe(422);
    expect((await add(0, -5)).status).toBe(422);
  });

  it('answers a replay under the same Idempotency-Key with the first answer, adding nothing', async () => {
    const { uuid } = await assigned();
    const add = (headers: Record<string, string>, chunk_index: number, seconds: number) =>
      api(headers, 'POST', `/api/assignments/${uuid}/reading-time`, { chunk_index, seconds });
    await add(pupil.headers, 1, 20);
    const keyed = { ...pupil.headers, 'idempotency-key': 'reading-time-1' };
    const first = await add(keyed, 0, 30);
    expect(first.body).toEqual({ data: { chunk_index: 0, seconds: 30, total_seconds: 50 } });
    expect(await add(keyed, 0, 30)).toEqual(first);
    const [stored] = await t.database.db
      .select({ body: idempotencyKeys.body })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, pupil.user.id), eq(idempotencyKeys.key, 'reading-time-1')));
    expect(stored?.body).toEqual(first.body);
    expect((await add(pupil.headers, 0, 1)).body.data).toEqual({
      chunk_index: 0,
      seconds: 31,
      total_seconds: 51,
    });
    const stranger = await createTestUser(t.database, { name: 'Sam Stranger' });
    expect((await add(stranger.headers, 0, 5)).status).toBe(404);
    expect((await add(owner, 0, 5)).status).toBe(404);
  });
});
