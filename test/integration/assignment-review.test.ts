import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerAssignmentResponseSchema } from '#contract/reading.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createAssignedText, type FixtureQuestion } from './assignments-fixtures.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
let owner: Record<string, string>;
let pupil: Awaited<ReturnType<typeof createTestUser>>;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);
const answer = (uuid: string, question: FixtureQuestion, choiceId: number) =>
  api(pupil.headers, 'PUT', `/api/assignments/${uuid}/answers/${question.id}`, { choice_id: choiceId });
const view = async (headers: Record<string, string>, uuid: string) =>
  readerAssignmentResponseSchema.parse((await api(headers, 'GET', `/api/assignments/${uuid}`)).body).data;

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
  pupil = await createTestUser(t.database, { name: 'Rhea Review' });
});
afterAll(() => t.close());

describe("the owner's review of a pupil's assignment", () => {
  it('shows a completed practice assignment: answers, right or wrong, tries, explanation, time, on time', async () => {
    const due = new Date(Date.now() + 86_400_000).toISOString();
    const { uuid, questions } = await createAssignedText(t, owner, pupil.user.email, due, 'practice');
    const [q1, q2] = questions as [FixtureQuestion, FixtureQuestion, FixtureQuestion];
    await answer(uuid, q1, q1.wrongChoiceId);
    await answer(uuid, q1, q1.correctChoiceId);
    await answer(uuid, q2, q2.correctChoiceId);
    await api(pupil.headers, 'POST', `/api/assignments/${uuid}/reading-time`, {
      chunk_index: 0,
      seconds: 40,
    });
    await api(pupil.headers, 'POST', `/api/assignments/${uuid}/reading-time`, {
      chunk_index: 2,
      seconds: 15,
    });
    await api(pupil.headers, 'POST', `/api/assignments/${uuid}/complete`, {});

    const data = await view(owner, uuid);
    expect(data.status).toBe('completed');
    expect(data.text.chunks).toHaveLength(3);
    expect(data.review).toEqual({
      pupil: { name: 'Rhea Review', email: pupil.user.email },
      graded: true,
      // The first try scores in practice: 1 of 3 right.
      score_percent: 33,
      submitted_on_time: true,
      time_spent_seconds: 55,
      section_seconds: [
        { chunk_index: 0, seconds: 40 },
        { chunk_index: 2, seconds: 15 },
      ],
      questions: [
        {
          question_id: q1.id,
          chosen_choice_id: q1.wrongChoiceId,
          correct: false,
          attempts: 2,
          correct_choice_id: q1.correctChoiceId,
          explanation: 'The story says so.',
        },
        {
          question_id: q2.id,
          chosen_choice_id: q2.correctChoiceId,
          correct: true,
          attempts: 1,
          correct_choice_id: q2.correctChoiceId,
          explanation: 'The story says so.',
        },
        {
          question_id: questions[2]?.id,
          chosen_choice_id: null,
          correct: null,
          attempts: 0,
          correct_choice_id: questions[2]?.correctChoiceId,
          explanation: 'The story says so.',
        },
      ],
    });
  });

  it('tells only what was chosen while a check assignment is open', async () => {
    const { uuid, questions } = await createAssignedText(t, owner, pupil.user.email);
    const [q1] = questions as [FixtureQuestion];
    await answer(uuid, q1, q1.wrongChoiceId);
    const { review } = await view(owner, uuid);
    expect(review).toMatchObject({ graded: false, score_percent: null, submitted_on_time: null });
    expect(review?.questions[0]).toEqual({
      question_id: q1.id,
      chosen_choice_id: q1.wrongChoiceId,
      correct: null,
      attempts: null,
      correct_choice_id: null,
      explanation: null,
    });
  });

  it('is 404 for another teacher; the assignee still gets the reader, without a review', async () => {
    const { uuid } = await createAssignedText(t, owner, pupil.user.email);
    const other = (await createTestUser(t.database, { admin: true })).headers;
    expect((await api(other, 'GET', `/api/assignments/${uuid}`)).status).toBe(404);
    const mine = await api(pupil.headers, 'GET', `/api/assignments/${uuid}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.review).toBeUndefined();
    expect(JSON.stringify(mine.body)).not.toMatch(/correct|explanation/);
  });
});
