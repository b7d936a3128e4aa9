import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignResponseSchema } from '#contract/assignments.ts';
import { dashboardSchema } from '#contract/dashboard.ts';
import { notificationListSchema } from '#contract/notifications.ts';
import { summaryResponseSchema } from '#contract/reading.ts';
import { assignments } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createAssignedText, createTextWithQuestions, type FixtureQuestion } from './assignments-fixtures.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
let owner: Record<string, string>;
let pupil: Awaited<ReturnType<typeof createTestUser>>;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);

const assigned = (dueDate?: string) => createAssignedText(t, owner, pupil.user.email, dueDate);
const answer = (uuid: string, question: FixtureQuestion, choiceId: number) =>
  api(pupil.headers, 'PUT', `/api/assignments/${uuid}/answers/${question.id}`, { choice_id: choiceId });
const complete = (uuid: string, body: unknown = {}, headers = pupil.headers) =>
  api(headers, 'POST', `/api/assignments/${uuid}/complete`, body);

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
  pupil = await createTestUser(t.database, { name: 'Pia Pupil' });
});
afterAll(() => t.close());

describe('completing', () => {
  it('grades, answers the summary, notifies the owner once, and a replay changes nothing', async () => {
    const { uuid, questions, title } = await assigned();
    const [q1, q2] = questions as [FixtureQuestion, FixtureQuestion];
    await answer(uuid, q1, q1.correctChoiceId);
    await answer(uuid, q2, q2.wrongChoiceId);
    await api(pupil.headers, 'POST', `/api/assignments/${uuid}/reading-time`, {
      chunk_index: 0,
      seconds: 95,
    });
    expect((await api(pupil.headers, 'GET', `/api/assignments/${uuid}/summary`)).status).toBe(409);

    const keyed = { ...pupil.headers, 'idempotency-key': 'finish-1' };
    const res = await complete(uuid, {}, keyed);
    expect(res.status).toBe(200);
    const { data } = summaryResponseSchema.parse(res.body);
    expect(data).toMatchObject({
      correct: 1,
      total: 3,
      score_percent: 33,
      time_spent_seconds: 95,
      submitted_on_time: null,
    });
    expect(data.questions.map((q) => [q.chosen_choice_id, q.correct])).toEqual([
      [q1.correctChoiceId, true],
      [q2.wrongChoiceId, false],
      [null, false],
    ]);
    expect(data.questions[0]?.choices).toContainEqual({
      id: q1.correctChoiceId,
      text: 'The fox ran',
      is_correct: true,
    });

    expect(await complete(uuid, {}, keyed)).toEqual(res);
    expect(await complete(uuid)).toEqual(res);
    const summary = await api(owner, 'GET', `/api/assignments/${uuid}/summary`);
    expect(summary).toEqual(res);

    const notes = notificationListSchema.parse((await api(owner, 'GET', '/api/notifications')).body);
    const done = notes.filter((n) => n.type === 'assignment_completed' && n.data.assignment_uuid === uuid);
    expect(done).toHaveLength(1);
    expect(done[0]?.data.message).toBe(`Pia Pupil completed "${title}"`);
  });

  it('completes without a body; after completion answers and reading time get 409', async () => {
    const { uuid, questions } = await assigned();
    const [q1] = questions as [FixtureQuestion];
    const bare = await fetch(`${t.baseUrl}/api/assignments/${uuid}/complete`, {
      method: 'POST',
      headers: pupil.headers,
    });
    expect(bare.status).toBe(200); // Finish may come with no body at all
    const late = await answer(uuid, q1, q1.correctChoiceId);
    expect(late).toEqual({ status: 409, body: { message: 'This assignment is already completed.' } });
    const time = await api(pupil.headers, 'POST', `/api/assignments/${uuid}/reading-time`, {
      chunk_index: 0,
      seconds: 5,
    });
    expect(time.status).toBe(409);
  });

  it('judges a late offline Finish by the device time when it is plausible', async () => {
    const { uuid } = await assigned('2099-01-01');
    // The due date passed while the tablet was offline; Finish was pressed a minute before it.
    const due = new Date(Date.now() - 60_000);
    await t.database.db
      .update(assignments)
      .set({ dueDate: due, createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(assignments.uuid, uuid));
    const onTime = await complete(uuid, { completed_at: new Date(due.getTime() - 60_000).toISOString() });
    expect(onTime.body.data.submitted_on_time).toBe(true);

    const { uuid: future } = await assigned('2099-01-01');
    await t.database.db.update(assignments).set({ dueDate: due }).where(eq(assignments.uuid, future));
    const claimsFuture = await complete(future, {
      completed_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(claimsFuture.body.data.submitted_on_time).toBe(false);
  });
});

describe('access', () => {
  it('a second pupil and an unrelated admin get 404 on every assignee call', async () => {
    const { uuid, questions } = await assigned();
    const [q1] = questions as [FixtureQuestion];
    const strangers = [
      (await createTestUser(t.database)).headers,
      (await createTestUser(t.database, { admin: true })).headers,
    ];
    for (const headers of strangers) {
      const calls = [
        api(headers, 'GET', `/api/assignments/${uuid}`),
        api(headers, 'PUT', `/api/assignments/${uuid}/answers/${q1.id}`, { choice_id: q1.correctChoiceId }),
        api(headers, 'POST', `/api/assignments/${uuid}/reading-time`, { chunk_index: 0, seconds: 5 }),
        api(headers, 'POST', `/api/assignments/${uuid}/complete`, {}),
        api(headers, 'GET', `/api/assignments/${uuid}/summary`),
        api(headers, 'POST', `/api/assignments/${uuid}/approve`),
        api(headers, 'POST', `/api/assignments/${uuid}/reject`),
      ];
      expect((await Promise.all(calls)).map((res) => res.status)).toEqual([
        404, 404, 404, 404, 404, 404, 404,
      ]);
    }
    // The owner may look but not act.
    expect((await answer(uuid, q1, q1.correctChoiceId)).status).toBe(200);
    const ownerAnswer = await api(owner, 'PUT', `/api/assignments/${uuid}/answers/${q1.id}`, {
      choice_id: q1.correctChoiceId,
    });
    expect(ownerAnswer.status).toBe(404);
  });
});

describe('the dashboard', () => {
  it('shows books read, reading time, completion rate, recent activities and progress', async () => {
    const reader = await createTestUser(t.database);
    const empty = dashboardSchema.parse((await api(reader.headers, 'GET', '/api/dashboard')).body);
    expect(empty).toEqual({
      books_read: 0,
      total_reading_seconds: 0,
      completion_rate: 0,
      recent_activities: [],
      progress: [],
    });

    const texts = [];
    for (let i = 0; i < 3; i += 1) {
      const text = await createTextWithQuestions(t, owner, 1);
      const res = await api(owner, 'POST', `/api/texts/${text.textId}/assign`, { email: reader.user.email });
      texts.push({ ...text, uuid: assignResponseSchema.parse(res.body).data.uuid });
    }
    const [done, reading, declined] = texts as [(typeof texts)[0], (typeof texts)[0], (typeof texts)[0]];
    const q = done.questions[0] as FixtureQuestion;
    await api(reader.headers, 'PUT', `/api/assignments/${done.uuid}/answers/${q.id}`, {
      choice_id: q.correctChoiceId,
    });
    await api(reader.headers, 'POST', `/api/assignments/${done.uuid}/reading-time`, {
      chunk_index: 0,
      seconds: 120,
    });
    await api(reader.headers, 'POST', `/api/assignments/${reading.uuid}/reading-time`, {
      chunk_index: 0,
      seconds: 30,
    });
    await api(reader.headers, 'POST', `/api/assignments/${done.uuid}/complete`, {});
    await api(reader.headers, 'POST', `/api/assignments/${declined.uuid}/reject`);

    const figures = dashboardSchema.parse((await api(reader.headers, 'GET', '/api/dashboard')).body);
    expect(figures).toMatchObject({ books_read: 1, total_reading_seconds: 150, completion_rate: 50 });
    expect(figures.recent_activities.slice(0, 2)).toEqual([
      { type: 'completed', text_title: done.title, at: expect.any(String) },
      { type: 'answered', text_title: done.title, at: expect.any(String) },
    ]);
    expect(figures.recent_activities.filter((a) => a.type === 'assigned')).toHaveLength(3);
    const times = figures.recent_activities.map((a) => a.at);
    expect(times).toEqual([...times].sort().reverse());
    // The chart of their own progress: the one finished text, 1 of 1 right, read for 120 seconds.
    expect(figures.progress).toEqual([
      { text_title: done.title, score_percent: 100, reading_seconds: 120, at: expect.any(String) },
    ]);
  });
});
