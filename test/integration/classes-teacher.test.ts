import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignResponseSchema, ownerAssignmentListSchema } from '#contract/assignments.ts';
import { classPictures } from '#contract/class-pictures.ts';
import {
  classAssignResponseSchema,
  classCreatedResponseSchema,
  classListResponseSchema,
  classPupilResponseSchema,
  classResponseSchema,
} from '#contract/classes.ts';
import { notificationListSchema } from '#contract/notifications.ts';
import { users } from '#server/db/schema.ts';
import type { SmtpCapture } from '#test/harness/smtp-capture.ts';
import {
  TEST_APP_URL as APP_URL,
  startTestAppWithMail,
  type TestAppWithMail,
} from '#test/harness/test-app-with-mail.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createTextWithQuestions } from './assignments-fixtures.ts';
import { createClassWithPupils, pupilNamed, signIn } from './classes-fixtures.ts';
import { callApi } from './texts-api.ts';

let t: TestAppWithMail;
let smtp: SmtpCapture;
let teacher: Record<string, string>;
let otherTeacher: Record<string, string>;
let pupil: Awaited<ReturnType<typeof createTestUser>>;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);

beforeAll(async () => {
  t = await startTestAppWithMail();
  smtp = t.smtp;
  teacher = (await createTestUser(t.database, { admin: true, name: 'Ms Rivera' })).headers;
  otherTeacher = (await createTestUser(t.database, { admin: true })).headers;
  pupil = await createTestUser(t.database, { name: 'Eli Email' });
});
afterAll(async () => {
  await t.close();
});

describe('classes', () => {
  it('creates, lists, shows, renames and deletes a class of its own teacher only', async () => {
    const created = await api(teacher, 'POST', '/api/classes', { name: '  Class 4A ' });
    expect(created.status).toBe(201);
    const cls = classCreatedResponseSchema.parse(created.body).data;
    expect(cls).toMatchObject({ name: 'Class 4A', pupils: [] });
    expect(cls.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const list = classListResponseSchema.parse((await api(teacher, 'GET', '/api/classes')).body).data;
    expect(list).toContainEqual(expect.objectContaining({ id: cls.id, pupils_count: 0, code: cls.code }));
    const theirs = classListResponseSchema.parse((await api(otherTeacher, 'GET', '/api/classes')).body).data;
    expect(theirs.map((c) => c.id)).not.toContain(cls.id);

    expect((await api(teacher, 'GET', `/api/classes/${cls.id}`)).status).toBe(200);
    const renamed = await api(teacher, 'PUT', `/api/classes/${cls.id}`, { name: 'Class 4B' });
    expect(classCreatedResponseSchema.parse(renamed.body).data.name).toBe('Class 4B');

    for (const [method, path, body] of [
      ['GET', `/api/classes/${cls.id}`, undefined],
      ['PUT', `/api/classes/${cls.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/classes/${cls.id}`, undefined],
      ['POST', `/api/classes/${cls.id}/pupils`, { name: 'Intruder' }],
      ['POST', `/api/classes/${cls.id}/assign`, { text_id: 1 }],
    ] as const) {
      const res = await api(otherTeacher, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe('Class not found.');
    }
    expect((await api(teacher, 'GET', '/api/classes/999999')).status).toBe(404);
    expect((await api(pupil.headers, 'GET', '/api/classes')).status).toBe(403);
    expect((await api(pupil.headers, 'POST', '/api/classes', { name: 'Mine' })).status).toBe(403);
    expect((await api({ accept: 'application/json' }, 'GET', '/api/classes')).status).toBe(401);

    expect((await api(teacher, 'DELETE', `/api/classes/${cls.id}`)).body.message).toBe('Class deleted.');
    expect((await api(teacher, 'GET', `/api/classes/${cls.id}`)).status).toBe(404);
  });

  it('refuses a missing, empty or too long class name with 422', async () => {
    for (const [body, message] of [
      [{}, 'The name field is required.'],
      [{ name: '   ' }, 'The name field is required.'],
      [{ name: 7 }, 'The name field must be a string.'],
      [{ name: 'x'.repeat(101) }, 'The name field must not be greater than 100 characters.'],
    ] as const) {
      const res = await api(teacher, 'POST', '/api/classes', body);
      expect(res.status).toBe(422);
      expect(res.body.errors.name).toEqual([message]);
    }
    const cls = await createClassWithPupils(t, teacher, []);
    expect((await api(teacher, 'PUT', `/api/classes/${cls.id}`, { name: '' })).status).toBe(422);
  });
});

describe('pupils', () => {
  it('adds pasted names in one call, each with three of the sixteen pictures', async () => {
    const cls = await createClassWithPupils(t, teacher, ['Maya Lopez', 'Tom', '  Ada  Byron King ']);
    expect(cls.pupils.map((p) => [p.name, p.display_name, p.email])).toEqual([
      ['Ada  Byron King', 'Ada K.', null],
      ['Maya Lopez', 'Maya L.', null],
      ['Tom', 'Tom', null],
    ]);
    for (const p of cls.pupils) {
      expect(p.pictures).toHaveLength(3);
      expect(new Set(p.pictures).size).toBe(3);
      for (const picture of p.pictures ?? []) expect(classPictures).toContain(picture);
    }
    const again = classResponseSchema.parse((await api(teacher, 'GET', `/api/classes/${cls.id}`)).body).data;
    expect(again.pupils.map((p) => p.pictures)).toEqual(cls.pupils.map((p) => p.pictures));
    const [stored] = await t.database.db.select().from(users).where(eqId(cls.pupils[0]?.id));
    expect(stored).toMatchObject({ email: null, passwordHash: null });
  });

  it('refuses bad pupil bodies with 422 per field', async () => {
    const cls = await createClassWithPupils(t, teacher, []);
    const path = `/api/classes/${cls.id}/pupils`;
    for (const [body, field, message] of [
      [{}, 'name', 'The name field is required.'],
      [{ name: '' }, 'name', 'The name field is required.'],
      [{ names: [] }, 'names', 'The names field must list at least one name.'],
      [{ names: ['Ok', ''] }, 'names.1', 'The name field is required.'],
      [
        { names: Array.from({ length: 61 }, (_, i) => `P${i}`) },
        'names',
        'The names field must not list more than 60 names.',
      ],
      [{ email: 'not-an-address' }, 'email', 'The email field must be a valid email address.'],
      [{ name: 'A', email: 'a@example.test' }, 'name', 'Send one of name, names or email.'],
    ] as const) {
      const res = await api(teacher, 'POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body)).toEqual([message]);
    }
  });

  it('adds a pupil by e-mail: an account holder at once, a new address with an invitation', async () => {
    const cls = await createClassWithPupils(t, teacher, []);
    const path = `/api/classes/${cls.id}/pupils`;
    const added = classCreatedResponseSchema.parse(
      (await api(teacher, 'POST', path, { email: pupil.user.email })).body,
    );
    expect(added.data.pupils).toEqual([
      expect.objectContaining({
        id: pupil.user.id,
        email: pupil.user.email,
        pictures: null,
        has_account: true,
      }),
    ]);
    const again = await api(teacher, 'POST', path, { email: pupil.user.email.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual(['This pupil is already in the class.']);

    const invited = await api(teacher, 'POST', path, { email: 'New.Kid@Example.test' });
    expect(invited.status).toBe(201);
    expect(classCreatedResponseSchema.parse(invited.body).data.pupils).toContainEqual(
      expect.objectContaining({ email: 'new.kid@example.test', has_account: false, pictures: null }),
    );
    const mail = await smtp.waitForMail('new.kid@example.test');
    expect(mail.text).toContain(`Ms Rivera has added you to the class "${cls.name}" on Reading Rooms`);
    expect(mail.links[0]).toMatch(new RegExp(`^${APP_URL}/signup\\?email=new.kid%40example.test&token=`));
  });

  it('resets a picture password: new pictures, the old ones and sessions stop working', async () => {
    const cls = await createClassWithPupils(t, teacher, ['Rosa Reset']);
    const rosa = pupilNamed(cls, 'Rosa Reset');
    const before = await signIn(t, cls.code, rosa.id, rosa.pictures);
    expect(before.status).toBe(200);
    const res = await api(teacher, 'POST', `/api/classes/${cls.id}/pupils/${rosa.id}/reset-picture`);
    expect(res.status).toBe(200);
    const reset = classPupilResponseSchema.parse(res.body).data;
    expect(reset.pictures).toHaveLength(3);
    const oldToken = { authorization: `Bearer ${before.body.token}`, accept: 'application/json' };
    expect((await api(oldToken, 'GET', '/api/user')).status).toBe(401);
    if (reset.pictures?.join() !== rosa.pictures.join())
      expect((await signIn(t, cls.code, rosa.id, rosa.pictures)).status).toBe(401);
    expect((await signIn(t, cls.code, rosa.id, reset.pictures ?? [])).status).toBe(200);

    const emailClass = await createClassWithPupils(t, teacher, []);
    await api(teacher, 'POST', `/api/classes/${emailClass.id}/pupils`, { email: pupil.user.email });
    const byEmail = await api(
      teacher,
      'POST',
      `/api/classes/${emailClass.id}/pupils/${pupil.user.id}/reset-picture`,
    );
    expect(byEmail.status).toBe(422);
    expect(byEmail.body.errors.user[0]).toContain('reset their own password');
    expect(
      (await api(teacher, 'POST', `/api/classes/${emailClass.id}/pupils/${rosa.id}/reset-picture`)).status,
    ).toBe(404);
    expect(
      (await api(otherTeacher, 'POST', `/api/classes/${cls.id}/pupils/${rosa.id}/reset-picture`)).status,
    ).toBe(404);
  });

  it('removes a pupil; a pupil without e-mail loses the account with it', async () => {
    const cls = await createClassWithPupils(t, teacher, ['Gone Soon', 'Stays Here']);
    const gone = pupilNamed(cls, 'Gone Soon');
    expect((await api(otherTeacher, 'DELETE', `/api/classes/${cls.id}/pupils/${gone.id}`)).status).toBe(404);
    const res = await api(teacher, 'DELETE', `/api/classes/${cls.id}/pupils/${gone.id}`);
    expect(res.body).toEqual({ message: 'Pupil removed from the class.' });
    expect((await api(teacher, 'DELETE', `/api/classes/${cls.id}/pupils/${gone.id}`)).status).toBe(404);
    expect(await t.database.db.select().from(users).where(eqId(gone.id))).toEqual([]);
    expect((await signIn(t, cls.code, gone.id, gone.pictures)).status).toBe(401);
  });
});

describe('assigning to a class', () => {
  it('gives every pupil one assignment, notifies each, mails e-mail pupils, and groups by class', async () => {
    const cls = await createClassWithPupils(t, teacher, ['Ana One', 'Ben Two']);
    await api(teacher, 'POST', `/api/classes/${cls.id}/pupils`, { email: pupil.user.email });
    const text = await createTextWithQuestions(t, teacher, 1);
    const res = await api(teacher, 'POST', `/api/classes/${cls.id}/assign`, { text_id: text.textId });
    expect(res.status).toBe(201);
    const body = classAssignResponseSchema.parse(res.body);
    expect(body.data).toHaveLength(3);
    expect(body.skipped).toBe(0);
    expect(body.message).toBe(`"${text.title}" assigned to 3 pupils of ${cls.name}.`);
    await smtp.waitForMail(pupil.user.email);

    const ana = pupilNamed(cls, 'Ana One');
    const session = await signIn(t, cls.code, ana.id, ana.pictures);
    const anaHeaders = { authorization: `Bearer ${session.body.token}`, accept: 'application/json' };
    const [note] = notificationListSchema.parse((await api(anaHeaders, 'GET', '/api/notifications')).body);
    expect(note).toMatchObject({ type: 'assignment_notification', data: { text_id: text.textId } });
    const mine = await api(anaHeaders, 'GET', '/api/my-assignments');
    expect(mine.body.data).toEqual([
      expect.objectContaining({ text: expect.objectContaining({ id: text.textId }) }),
    ]);
    const reading = await api(anaHeaders, 'GET', `/api/assignments/${mine.body.data[0].uuid}`);
    expect(reading.status).toBe(200);

    const table = ownerAssignmentListSchema.parse(
      (await api(teacher, 'GET', `/api/texts/${text.textId}/assignments`)).body,
    );
    expect(table.data.map((a) => [a.assigned_user?.name, a.assignee_email, a.class?.name])).toEqual(
      expect.arrayContaining([
        ['Ana One', null, cls.name],
        ['Ben Two', null, cls.name],
        ['Eli Email', pupil.user.email, cls.name],
      ]),
    );

    const again = classAssignResponseSchema.parse(
      (await api(teacher, 'POST', `/api/classes/${cls.id}/assign`, { text_id: text.textId })).body,
    );
    expect(again).toMatchObject({ data: [], skipped: 3 });

    // A pupil who joins later gets the class's open assignments.
    const joined = classCreatedResponseSchema.parse(
      (await api(teacher, 'POST', `/api/classes/${cls.id}/pupils`, { name: 'Cat Late' })).body,
    ).data;
    const cat = pupilNamed(joined, 'Cat Late');
    const catSession = await signIn(t, cls.code, cat.id, cat.pictures);
    const catMine = await api(
      { authorization: `Bearer ${catSession.body.token}` },
      'GET',
      '/api/my-assignments',
    );
    expect(catMine.body.data).toEqual([
      expect.objectContaining({ text: expect.objectContaining({ id: text.textId }) }),
    ]);

    // Deleting the class deletes its pupils without e-mail and their assignments; e-mail pupils stay.
    expect((await api(teacher, 'DELETE', `/api/classes/${cls.id}`)).status).toBe(200);
    const after = ownerAssignmentListSchema.parse(
      (await api(teacher, 'GET', `/api/texts/${text.textId}/assignments`)).body,
    );
    expect(after.data.map((a) => [a.assignee_email, a.class])).toEqual([[pupil.user.email, null]]);
    expect((await signIn(t, cls.code, ana.id, ana.pictures)).status).toBe(401);
  });

  it('shows the class its assignments, newest first: due date, mode and how many are done', async () => {
    const cls = await createClassWithPupils(t, teacher, ['Dan Four', 'Eva Five']);
    expect(
      classResponseSchema.parse((await api(teacher, 'GET', `/api/classes/${cls.id}`)).body).data.assignments,
    ).toEqual([]);
    const first = await createTextWithQuestions(t, teacher, 1);
    const second = await createTextWithQuestions(t, teacher, 1);
    const due = '2030-05-01T23:59:59.000Z';
    const path = `/api/classes/${cls.id}/assign`;
    expect(
      (await api(teacher, 'POST', path, { text_id: first.textId, due_date: due, mode: 'check' })).status,
    ).toBe(201);
    expect((await api(teacher, 'POST', path, { text_id: second.textId })).status).toBe(201);

    const dan = pupilNamed(cls, 'Dan Four');
    const session = await signIn(t, cls.code, dan.id, dan.pictures);
    const danHeaders = { authorization: `Bearer ${session.body.token}`, accept: 'application/json' };
    const mine = await api(danHeaders, 'GET', '/api/my-assignments');
    const uuid = mine.body.data.find((a: { text: { id: number } }) => a.text.id === first.textId).uuid;
    const [question] = first.questions;
    await api(danHeaders, 'PUT', `/api/assignments/${uuid}/answers/${question?.id}`, {
      choice_id: question?.correctChoiceId,
    });
    expect((await api(danHeaders, 'POST', `/api/assignments/${uuid}/complete`, {})).status).toBe(200);

    const shown = classResponseSchema.parse((await api(teacher, 'GET', `/api/classes/${cls.id}`)).body).data;
    expect(shown.assignments).toEqual([
      {
        text_id: second.textId,
        title: second.title,
        due_date: null,
        mode: 'practice',
        completed: 0,
        total: 2,
      },
      { text_id: first.textId, title: first.title, due_date: due, mode: 'check', completed: 1, total: 2 },
    ]);
  });

  it('refuses another teacher’s text, a missing text, a bad due date and an empty class with 422', async () => {
    const cls = await createClassWithPupils(t, teacher, ['Dee Due']);
    const theirText = await createTextWithQuestions(t, otherTeacher, 1);
    const path = `/api/classes/${cls.id}/assign`;
    for (const [body, field, message] of [
      [{ text_id: theirText.textId }, 'text_id', 'The selected text id is invalid.'],
      [{}, 'text_id', 'The text id field is required.'],
      [{ text_id: 'x' }, 'text_id', 'The text id field is required.'],
      [
        { text_id: theirText.textId, due_date: 'soon' },
        'due_date',
        'The due date field must be a valid date.',
      ],
    ] as const) {
      const res = await api(teacher, 'POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    const mine = await createTextWithQuestions(t, teacher, 1);
    const past = await api(teacher, 'POST', path, { text_id: mine.textId, due_date: '2020-01-01' });
    expect(past.body.errors.due_date).toEqual(['The due date field must be a date after or equal to today.']);
    const empty = await createClassWithPupils(t, teacher, []);
    const res = await api(teacher, 'POST', `/api/classes/${empty.id}/assign`, { text_id: mine.textId });
    expect(res.status).toBe(422);
    expect(res.body.errors.id).toEqual(['This class has no pupils yet.']);
  });
});

describe('assigning to several addresses at once', () => {
  it('creates one assignment per new address and names those that had it', async () => {
    const text = await createTextWithQuestions(t, teacher, 1);
    const path = `/api/texts/${text.textId}/assign`;
    await api(teacher, 'POST', path, { email: 'had@example.test' });
    const res = await api(teacher, 'POST', path, {
      emails: ['had@example.test', 'One@example.test', 'two@example.test', 'one@example.test'],
    });
    expect(res.status).toBe(201);
    const body = assignResponseSchema.parse(res.body);
    expect(body.assignments?.map((a) => a.assignee_email).sort()).toEqual([
      'one@example.test',
      'two@example.test',
    ]);
    expect(body.skipped).toEqual(['had@example.test']);

    for (const [payload, field, message] of [
      [
        { emails: ['had@example.test'] },
        'emails',
        'This text has already been assigned to every one of these addresses.',
      ],
      [{ emails: [] }, 'emails', 'The emails field must list at least one email address.'],
      [{ emails: ['nope'] }, 'emails.0', 'The email field must be a valid email address.'],
      [
        { email: 'a@example.test', emails: ['b@example.test'] },
        'emails',
        'Send either email or emails, not both.',
      ],
      [{}, 'email', 'The email field is required.'],
    ] as const) {
      const bad = await api(teacher, 'POST', path, payload);
      expect(bad.status, JSON.stringify(payload)).toBe(422);
      expect(bad.body.errors[field]).toEqual([message]);
    }
  });
});

function eqId(id: number | undefined) {
  if (id === undefined) throw new Error('no id');
  return eq(users.id, id);
}
