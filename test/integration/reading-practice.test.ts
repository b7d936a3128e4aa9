import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myAssignmentListSchema, ownerAssignmentListSchema } from '#contract/assignments.ts';
import {
  answerResponseSchema,
  readerAssignmentResponseSchema,
  summaryResponseSchema,
} from '#contract/reading.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createAssignedText, type FixtureQuestion } from './assignments-fixtures.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
let owner: Record<string, string>;
let pupil: Awaited<ReturnType<typeof createTestUser>>;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);
const answer = (uuid: string, question: FixtureQuestion, choiceId: number, key?: string) =>
  api(
    key ? { ...pupil.headers, 'Idempotency-Key': key } : pupil.headers,
    'PUT',
    `/api/assignments/${uuid}/answers/${question.id}`,
    { choice_id: choiceId },
  );
const assigned = (mode?: 'practice' | 'check') =>
  createAssignedText(t, owner, pupil.user.email, undefined, mode ?? 'practice');

/** Answers every question right, except the ones in `wrongFirst`, which are answered wrong and then right. */
async function answerAll(uuid: string, questions: FixtureQuestion[], wrongFirst: FixtureQuestion[]) {
  for (const question of questions) {
    if (wrongFirst.includes(question)) await answer(uuid, question, question.wrongChoiceId);
    await answer(uuid, question, question.correctChoiceId);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
  pupil = await createTestUser(t.database, { name: 'Pia Practice' });
});
afterAll(() => t.close());

describe('practice mode', () => {
  it('is the default, and both lists say which mode an assignment is in', async () => {
    const { uuid, textId } = await createAssignedText(t, owner, pupil.user.email, undefined, undefined);
    const defaulted = await api(owner, 'POST', `/api/texts/${textId}/assign`, {
      email: `default-${Date.now()}@example.test`,
    });
    expect(defaulted.body.data.mode).toBe('practice');
    const rows = ownerAssignmentListSchema.parse(
      (await api(owner, 'GET', `/api/texts/${textId}/assignments`)).body,
    );
    expect(rows.data.find((row) => row.uuid === uuid)?.mode).toBe('check');
    const mine = myAssignmentListSchema.parse((await api(pupil.headers, 'GET', '/api/my-assignments')).body);
    expect(mine.data.find((item) => item.uuid === uuid)?.mode).toBe('check');
  });

  it('sends each question’s key with the assignment, so feedback works offline', async () => {
    const { uuid, questions } = await assigned();
    const pulled = (await api(pupil.headers, 'GET', `/api/assignments/${uuid}`)).body;
    // Written without the schema's pass (typedResponse): the keys are all the schema's.
    expect(pulled).toStrictEqual(readerAssignmentResponseSchema.parse(pulled));
    const { data } = readerAssignmentResponseSchema.parse(pulled);
    expect(data.mode).toBe('practice');
    expect(data.questions[0]).toMatchObject({
      id: questions[0]?.id,
      correct_choice_id: questions[0]?.correctChoiceId,
      explanation: 'The story says so.',
      evidence: null,
    });
  });

  it('answers with the feedback at once; a wrong first try scores, later tries are counted, and the summary teaches', async () => {
    const { uuid, questions } = await assigned();
    const [q1] = questions as [FixtureQuestion];
    const wrong = await answer(uuid, q1, q1.wrongChoiceId);
    expect(wrong.status).toBe(200);
    expect(answerResponseSchema.parse(wrong.body).data).toEqual({
      question_id: q1.id,
      choice_id: q1.wrongChoiceId,
      correct: false,
      correct_choice_id: q1.correctChoiceId,
      explanation: 'The story says so.',
      evidence: null,
    });
    const right = await answer(uuid, q1, q1.correctChoiceId);
    expect(answerResponseSchema.parse(right.body).data).toMatchObject({ correct: true });
    await answerAll(uuid, questions.slice(1), []);

    const completed = await api(pupil.headers, 'POST', `/api/assignments/${uuid}/complete`, {});
    const summary = summaryResponseSchema.parse(completed.body).data;
    expect(summary).toMatchObject({ correct: 2, total: 3, score_percent: 67 });
    expect(summary.questions[0]).toMatchObject({
      chosen_choice_id: q1.wrongChoiceId,
      correct: false,
      attempts: 2,
      explanation: 'The story says so.',
      evidence: null,
    });
    expect(summary.questions[1]).toMatchObject({ correct: true, attempts: 1 });
  });

  it('answers a replayed practice answer with the same feedback', async () => {
    const { uuid, questions } = await assigned();
    const [q1] = questions as [FixtureQuestion];
    const key = `practice-${Date.now()}`;
    const first = await answer(uuid, q1, q1.wrongChoiceId, key);
    const replay = await answer(uuid, q1, q1.wrongChoiceId, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
  });
});

describe('check mode', () => {
  it('reveals nothing about correctness before Finish, and the last choice scores', async () => {
    const { uuid, questions } = await assigned('check');
    const payload = await api(pupil.headers, 'GET', `/api/assignments/${uuid}`);
    expect(JSON.stringify(payload.body)).not.toMatch(/correct|explanation|evidence/);
    const [q1] = questions as [FixtureQuestion];
    const res = await answer(uuid, q1, q1.wrongChoiceId);
    expect(res.body.data).toEqual({ question_id: q1.id, choice_id: q1.wrongChoiceId });
    await answerAll(uuid, questions, []);
    const completed = await api(pupil.headers, 'POST', `/api/assignments/${uuid}/complete`, {});
    const summary = summaryResponseSchema.parse(completed.body).data;
    expect(summary).toMatchObject({ correct: 3, total: 3 });
    expect(summary.questions[0]).toMatchObject({ chosen_choice_id: q1.correctChoiceId, attempts: 2 });
  });

  it('refuses an unknown mode with 422', async () => {
    const { textId } = await assigned('check');
    const res = await api(owner, 'POST', `/api/texts/${textId}/assign`, {
      email: `mode-${Date.now()}@example.test`,
      mode: 'quiz',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.mode).toEqual(['The mode must be practice or check.']);
  });
});
