import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignResponseSchema } from '#contract/assignments.ts';
import { readingLevelRoutes } from '#contract/reading-levels.ts';
import { textResultsResponseSchema } from '#contract/results.ts';
import { texts } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createTextWithQuestions } from './assignments-fixtures.ts';
import { createClassWithPupils, pupilNamed } from './classes-fixtures.ts';
import { callApi } from './texts-api.ts';

type User = Awaited<ReturnType<typeof createTestUser>>;

let t: TestApp;
let teacher: User;
let pia: User;
let lastTextId = 0;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);
const levelResponse = readingLevelRoutes.ofPupil.response[200];
const listResponse = readingLevelRoutes.ofMyPupils.response[200];

/** A five-question text at `level`, assigned to the pupil, who answers `right` of them and finishes. */
async function completeText(level: number, pupil: User, right: number) {
  const { textId, questions } = await createTextWithQuestions(t, teacher.headers, 5);
  await t.database.db.update(texts).set({ readingLevel: level }).where(eq(texts.id, textId));
  lastTextId = textId;
  const assigned = await api(teacher.headers, 'POST', `/api/texts/${textId}/assign`, {
    email: pupil.user.email,
  });
  const { uuid } = assignResponseSchema.parse(assigned.body).data;
  for (const [index, question] of questions.entries()) {
    const choice_id = index < right ? question.correctChoiceId : question.wrongChoiceId;
    await api(pupil.headers, 'PUT', `/api/assignments/${uuid}/answers/${question.id}`, { choice_id });
  }
  const completed = await api(pupil.headers, 'POST', `/api/assignments/${uuid}/complete`, {});
  expect(completed.status).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  teacher = await createTestUser(t.database, { admin: true, name: 'Tess Teacher' });
  pia = await createTestUser(t.database, { name: 'Pia Pupil' });
});
afterAll(() => t.close());

describe('a pupil’s reading level', () => {
  it('has no level after two completed assignments, and one after three (worked in estimate-level.test.ts)', async () => {
    await completeText(4, pia, 5);
    await completeText(6, pia, 3);
    const one = levelResponse.parse((await api(pia.headers, 'GET', `/api/pupils/${pia.user.id}/level`)).body);
    expect(one.data).toEqual({ level: null, low: null, high: null, based_on: 2 });

    // Grade 4 at 100 % points to 5.17, grade 6 at 3 of 5 (60 %) to 4.5, grade 5 at 4 of 5 (80 %) to
    // 4.83: 4.8, spread 0.27, so just right 3.8–5.8.
    await completeText(5, pia, 4);
    const two = levelResponse.parse((await api(pia.headers, 'GET', `/api/pupils/${pia.user.id}/level`)).body);
    expect(two.data).toEqual({ level: 4.8, low: 3.8, high: 5.8, based_on: 3 });
    const asTeacher = await api(teacher.headers, 'GET', `/api/pupils/${pia.user.id}/level`);
    expect(levelResponse.parse(asTeacher.body).data).toEqual(two.data);
    const results = textResultsResponseSchema.parse(
      (await api(teacher.headers, 'GET', `/api/texts/${lastTextId}/results`)).body,
    );
    expect(results.data.pupils.map((pupil) => pupil.reading_level)).toEqual([4.8]);
  });

  it('is refused with 404 to another teacher and another pupil, as for a pupil who does not exist', async () => {
    const stranger = await createTestUser(t.database, { admin: true });
    const classmate = await createTestUser(t.database);
    for (const who of [stranger, classmate]) {
      const res = await api(who.headers, 'GET', `/api/pupils/${pia.user.id}/level`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Pupil not found.' });
    }
    expect((await api(teacher.headers, 'GET', '/api/pupils/2147483647/level')).status).toBe(404);
  });

  it('lists every pupil a teacher teaches, with their levels, classes and a text to read next', async () => {
    const classroom = await createClassWithPupils(t, teacher.headers, ['Zeki Yilmaz']);
    const zeki = pupilNamed(classroom, 'Zeki Yilmaz');
    // Pia (4.8, just right 3.8–5.8) had the texts at 4, 6 and 5; of two new ones, 5.5 is in her band, 7 is not.
    const next = await createTextWithQuestions(t, teacher.headers, 1);
    await t.database.db.update(texts).set({ readingLevel: 5.5 }).where(eq(texts.id, next.textId));
    const hard = await createTextWithQuestions(t, teacher.headers, 1);
    await t.database.db.update(texts).set({ readingLevel: 7 }).where(eq(texts.id, hard.textId));
    const list = listResponse.parse((await api(teacher.headers, 'GET', '/api/pupils/levels')).body);
    expect(list.data).toEqual([
      {
        user_id: pia.user.id,
        name: 'Pia Pupil',
        email: pia.user.email,
        class_ids: [],
        level: 4.8,
        low: 3.8,
        high: 5.8,
        based_on: 3,
        next_text: { text_id: next.textId, title: next.title, reading_level: 5.5 },
      },
      {
        user_id: zeki.id,
        name: 'Zeki Yilmaz',
        email: null,
        class_ids: [classroom.id],
        level: null,
        low: null,
        high: null,
        based_on: 0,
        next_text: null,
      },
    ]);
    const stranger = await createTestUser(t.database, { admin: true });
    expect(listResponse.parse((await api(stranger.headers, 'GET', '/api/pupils/levels')).body).data).toEqual(
      [],
    );
  });
});
