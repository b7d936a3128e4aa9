import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataResponseSchema } from '#contract/personal-data.ts';
import { answers, assignments, texts } from '#server/db/schema.ts';
import { pictureBookEpub } from '#test/harness/picture-book.ts';
import { rowsNaming } from '#test/harness/rows-naming.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { assignmentUuidOf, createTextWithQuestions } from './assignments-fixtures.ts';
import { createClassWithPupils, signedInPupil } from './classes-fixtures.ts';
import { callApi } from './texts-api.ts';
import { uploadEpub } from './texts-epub-upload.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);

/** A teacher's class of two picture pupils and a reader by e-mail, each with a text's answers. */
async function school() {
  const teacher = await createTestUser(t.database, { admin: true, name: 'Ms Teacher' });
  const reader = await createTestUser(t.database, { name: 'Rita Reader' });
  const classroom = await createClassWithPupils(t, teacher.headers, ['Ada Lovelace', 'Ben Brown']);
  const ada = await signedInPupil(t, classroom, 'Ada Lovelace');
  const ben = await signedInPupil(t, classroom, 'Ben Brown');
  const text = await createTextWithQuestions(t, teacher.headers, 2);
  expect(
    (await api(teacher.headers, 'POST', `/api/classes/${classroom.id}/assign`, { text_id: text.textId }))
      .status,
  ).toBe(201);
  const emailed = await api(teacher.headers, 'POST', `/api/texts/${text.textId}/assign`, {
    email: reader.user.email,
  });
  expect(
    (await api(reader.headers, 'POST', `/api/assignments/${emailed.body.data.uuid}/approve`)).status,
  ).toBe(200);
  const uuidOf = (userId: number) => assignmentUuidOf(t, userId, text.textId);
  const [first, second] = text.questions as [(typeof text.questions)[0], (typeof text.questions)[0]];
  const answer = async (
    headers: Record<string, string>,
    uuid: string,
    questionId: number,
    choiceId: number,
    key: string,
  ) =>
    expect(
      (
        await api(
          { ...headers, 'idempotency-key': key },
          'PUT',
          `/api/assignments/${uuid}/answers/${questionId}`,
          { choice_id: choiceId },
        )
      ).status,
    ).toBe(200);
  await answer(ada.headers, await uuidOf(ada.id), first.id, first.correctChoiceId, `ada-${ada.id}`);
  await answer(ben.headers, await uuidOf(ben.id), second.id, second.wrongChoiceId, `ben-${ben.id}`);
  await answer(
    reader.headers,
    emailed.body.data.uuid,
    first.id,
    first.wrongChoiceId,
    `rita-${reader.user.id}`,
  );
  return { teacher, reader, classroom, ada, ben, text };
}

describe('export', () => {
  it("gives a pupil their own data, readable, and nothing of their classmate's", async () => {
    const { ada, text } = await school();
    const res = await api(ada.headers, 'GET', '/api/user/export');
    expect(res.status).toBe(200);
    const { data } = personalDataResponseSchema.parse(res.body);
    expect(data.profile).toMatchObject({ name: 'Ada Lovelace', email: null, signs_in_with_pictures: true });
    expect(data.classes).toEqual([expect.objectContaining({ name: 'Class 3B', teacher: 'Ms Teacher' })]);
    expect(data.assignments).toHaveLength(1);
    expect(data.assignments[0]).toMatchObject({ text_title: text.title, assigned_by: 'Ms Teacher' });
    expect(data.assignments[0]?.answers).toEqual([
      expect.objectContaining({
        question: 'What happened in section 1?',
        choices: ['The fox ran', 'The fox slept'],
        chosen: 'The fox ran',
        correct_answer: 'The fox ran',
        correct: true,
      }),
    ]);
    const whole = JSON.stringify(res.body);
    // Ben answered section 2 wrongly, Rita section 1 wrongly: neither is in Ada's file.
    expect(whole).not.toContain('Ben');
    expect(whole).not.toContain('Rita');
    expect(whole).not.toContain('section 2');
  });

  it("gives a teacher their pupil's data, and refuses another teacher and a classmate", async () => {
    const { teacher, classroom, ada, ben } = await school();
    const path = `/api/classes/${classroom.id}/pupils/${ada.id}/export`;
    const res = await api(teacher.headers, 'GET', path);
    expect(res.status).toBe(200);
    const mine = personalDataResponseSchema.parse((await api(ada.headers, 'GET', '/api/user/export')).body);
    const { data } = personalDataResponseSchema.parse(res.body);
    expect({ ...data, exported_at: '' }).toEqual({ ...mine.data, exported_at: '' });
    const other = await createTestUser(t.database, { admin: true });
    expect((await api(other.headers, 'GET', path)).status).toBe(404);
    expect([403, 404]).toContain((await api(ben.headers, 'GET', path)).status);
    const outsider = await createTestUser(t.database);
    expect(
      (await api(teacher.headers, 'GET', `/api/classes/${classroom.id}/pupils/${outsider.user.id}/export`))
        .status,
    ).toBe(404);
  });
});

describe('erasure', () => {
  it('deletes a reader with their password, leaving no row naming them and the others whole', async () => {
    const { reader, teacher, ada } = await school();
    const wrong = await api(reader.headers, 'DELETE', '/api/user', { password: 'not my password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['The password is incorrect.']);
    expect(await rowsNaming(t.database, reader.user)).not.toEqual({});
    const res = await api(reader.headers, 'DELETE', '/api/user', { password: reader.password });
    expect(res.status).toBe(200);
    expect(await rowsNaming(t.database, reader.user)).toEqual({});
    expect((await api(reader.headers, 'GET', '/api/user')).status).toBe(401);
    // The teacher and a classmate keep everything of theirs.
    expect((await api(teacher.headers, 'GET', '/api/user')).status).toBe(200);
    const adas = personalDataResponseSchema.parse((await api(ada.headers, 'GET', '/api/user/export')).body);
    expect(adas.data.assignments[0]?.answers).toHaveLength(1);
  });

  it("deletes a teacher's texts, uploads, classes and pupils without e-mail, and not the reader they taught", async () => {
    const { teacher, reader, ada, ben, text } = await school();
    const book = await uploadEpub(t.baseUrl, teacher.headers, await pictureBookEpub());
    expect(book.status).toBe(201);
    const [stored] = await t.database.db
      .select({ path: texts.epubFilePath })
      .from(texts)
      .where(eq(texts.id, book.body.data.id));
    const epub = join(t.config.dataDir, stored?.path as string);
    expect(existsSync(epub)).toBe(true);
    const theirAssignments = (
      await t.database.db
        .select({ id: assignments.id })
        .from(assignments)
        .where(eq(assignments.textId, text.textId))
    ).map((a) => a.id);

    expect((await api(teacher.headers, 'DELETE', '/api/user', { password: teacher.password })).status).toBe(
      200,
    );
    for (const person of [teacher.user, { id: ada.id, email: null }, { id: ben.id, email: null }]) {
      expect(await rowsNaming(t.database, person)).toEqual({});
    }
    expect(
      await t.database.db.select().from(answers).where(inArray(answers.assignmentId, theirAssignments)),
    ).toEqual([]);
    expect(existsSync(epub)).toBe(false);
    expect((await api(reader.headers, 'GET', '/api/user')).status).toBe(200);
  });

  it('removing a pupil without e-mail from their class deletes them and their work', async () => {
    const { teacher, classroom, ada } = await school();
    expect(await rowsNaming(t.database, { id: ada.id, email: null })).not.toEqual({});
    const res = await api(
      { ...teacher.headers, 'idempotency-key': `remove-${ada.id}` },
      'DELETE',
      `/api/classes/${classroom.id}/pupils/${ada.id}`,
    );
    expect(res.status).toBe(200);
    expect(await rowsNaming(t.database, { id: ada.id, email: null })).toEqual({});
  });
});
