import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignResponseSchema } from '#contract/assignments.ts';
import { dashboardSchema } from '#contract/dashboard.ts';
import { assignments } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createTextWithQuestions, type FixtureQuestion } from './assignments-fixtures.ts';
import { callApi } from './texts-api.ts';

type User = Awaited<ReturnType<typeof createTestUser>>;

let t: TestApp;
let owner: Record<string, string>;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
});
afterAll(() => t.close());

/**
 * One text of 3 questions, five pupils:
 *   Ada  practice, completed, all right → 100 %, on time
 *   Ben  check, completed, 1 of 3 right → 33 %, after its due date: late
 *   Cat  pending, its due date passed: open and late
 *   Dan  rejected: not counted
 *   Eve  in progress: open
 * open 2; completion 2 of 4 not rejected = 50 %; average (100 + 33.3) / 2 = 67 %; late 2.
 */
describe("an admin's dashboard: teaching", () => {
  it('counts open, completed, the average score, late work and the latest completions', async () => {
    const { textId, title, questions } = await createTextWithQuestions(t, owner, 3);
    const due = new Date(Date.now() + 86_400_000).toISOString();
    const pupils: Record<string, { user: User; uuid: string }> = {};
    for (const [name, mode] of [
      ['Ada', 'practice'],
      ['Ben', 'check'],
      ['Cat', 'check'],
      ['Dan', 'check'],
      ['Eve', 'check'],
    ] as const) {
      const user = await createTestUser(t.database, { name });
      const res = await api(owner, 'POST', `/api/texts/${textId}/assign`, {
        email: user.user.email,
        mode,
        due_date: due,
      });
      pupils[name] = { user, uuid: assignResponseSchema.parse(res.body).data.uuid };
    }
    const of = (name: string) => pupils[name] as { user: User; uuid: string };
    const answer = (name: string, question: FixtureQuestion, choiceId: number) =>
      api(of(name).user.headers, 'PUT', `/api/assignments/${of(name).uuid}/answers/${question.id}`, {
        choice_id: choiceId,
      });
    for (const question of questions) await answer('Ada', question, question.correctChoiceId);
    await api(of('Ada').user.headers, 'POST', `/api/assignments/${of('Ada').uuid}/complete`, {});
    const [q1, q2, q3] = questions as [FixtureQuestion, FixtureQuestion, FixtureQuestion];
    await answer('Ben', q1, q1.correctChoiceId);
    await answer('Ben', q2, q2.wrongChoiceId);
    await answer('Ben', q3, q3.wrongChoiceId);
    const past = new Date('2020-01-01T00:00:00Z');
    await t.database.db
      .update(assignments)
      .set({ dueDate: past })
      .where(eq(assignments.uuid, of('Ben').uuid));
    await api(of('Ben').user.headers, 'POST', `/api/assignments/${of('Ben').uuid}/complete`, {});
    await t.database.db
      .update(assignments)
      .set({ dueDate: past })
      .where(eq(assignments.uuid, of('Cat').uuid));
    await api(of('Dan').user.headers, 'POST', `/api/assignments/${of('Dan').uuid}/reject`);
    await answer('Eve', q1, q1.correctChoiceId);

    const dashboard = dashboardSchema.parse((await api(owner, 'GET', '/api/dashboard')).body);
    expect(dashboard.teaching).toEqual({
      open_assignments: 2,
      completion_rate: 50,
      average_score: 67,
      late: 2,
      recent_completions: [
        { pupil_name: 'Ben', text_title: title, score_percent: 33, at: expect.any(String) },
        { pupil_name: 'Ada', text_title: title, score_percent: 100, at: expect.any(String) },
      ],
    });
  });

  it('is empty for an admin without texts, and absent for a pupil', async () => {
    const other = (await createTestUser(t.database, { admin: true })).headers;
    expect((await api(other, 'GET', '/api/dashboard')).body.teaching).toEqual({
      open_assignments: 0,
      completion_rate: 0,
      average_score: null,
      late: 0,
      recent_completions: [],
    });
    const pupil = (await createTestUser(t.database)).headers;
    expect((await api(pupil, 'GET', '/api/dashboard')).body.teaching).toBeUndefined();
  });
});
