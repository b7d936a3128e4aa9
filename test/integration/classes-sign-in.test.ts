import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema, userResponseSchema } from '#contract/auth.ts';
import {
  CLASS_CODE_NOT_FOUND_MESSAGE,
  PUPIL_LOCKED_MESSAGE,
  WRONG_PICTURES_MESSAGE,
} from '#contract/class-pictures.ts';
import { type Classroom, classResponseSchema, classSignInListSchema } from '#contract/classes.ts';
import { buildApp } from '#server/app.ts';
import { picturePasswords } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createClassWithPupils, otherPictures, pupilNamed, signIn } from './classes-fixtures.ts';
import { callApi } from './texts-api.ts';

let t: TestApp;
let teacher: Record<string, string>;
let classA: Classroom;
let classB: Classroom;
const anonymous = { accept: 'application/json' };

beforeAll(async () => {
  t = await startTestApp();
  teacher = (await createTestUser(t.database, { admin: true })).headers;
  classA = await createClassWithPupils(t, teacher, ['Maya Lopez', 'Noor Haddad', 'Lock Me Out'], 'Class A');
  classB = await createClassWithPupils(t, teacher, ['Bea Bravo'], 'Class B');
  await callApi(t.baseUrl, 'POST', `/api/classes/${classA.id}/pupils`, teacher, {
    email: 'mail@example.test',
  });
});
afterAll(() => t.close());

describe('the class list of a code', () => {
  it('answers without a token, first name and initial only, pupils with pictures only', async () => {
    const code = classA.code.toLowerCase().replace(/^(....)/, '$1-');
    const res = await callApi(t.baseUrl, 'GET', `/api/class-sign-in/${code}`, anonymous);
    expect(res.status).toBe(200);
    expect(classSignInListSchema.parse(res.body).data).toEqual({
      class_name: 'Class A',
      pupils: [
        { id: expect.any(Number), display_name: 'Lock O.' },
        { id: expect.any(Number), display_name: 'Maya L.' },
        { id: expect.any(Number), display_name: 'Noor H.' },
      ],
    });
    expect(JSON.stringify(res.body)).not.toContain('Lopez');
  });

  it('answers an unknown code with 404 and a sentence', async () => {
    const res = await callApi(t.baseUrl, 'GET', '/api/class-sign-in/ZZZZZZZZ', anonymous);
    expect(res).toEqual({ status: 404, body: { message: CLASS_CODE_NOT_FOUND_MESSAGE } });
  });

  it('answers a code no class can have (a NUL, which the database refuses) alike', async () => {
    const res = await callApi(t.baseUrl, 'GET', '/api/class-sign-in/%14%00', anonymous);
    expect(res).toEqual({ status: 404, body: { message: CLASS_CODE_NOT_FOUND_MESSAGE } });
  });
});

describe('signing in with pictures', () => {
  it('answers like POST /api/login, the pictures tapped in any order', async () => {
    const maya = pupilNamed(classA, 'Maya Lopez');
    const res = await signIn(t, classA.code, maya.id, [...maya.pictures].reverse());
    expect(res.status).toBe(200);
    const body = tokenResponseSchema.parse(res.body);
    expect(body.user).toMatchObject({ id: maya.id, name: 'Maya Lopez', email: null, has_password: false });
    const me = await callApi(t.baseUrl, 'GET', '/api/user', { authorization: `Bearer ${body.token}` });
    expect(userResponseSchema.parse(me.body).user.id).toBe(maya.id);
  });

  it('refuses wrong pictures, and a pupil of class A through class B’s code, alike', async () => {
    const maya = pupilNamed(classA, 'Maya Lopez');
    const wrong = await signIn(t, classA.code, maya.id, otherPictures(maya.pictures));
    expect(wrong).toEqual({ status: 401, body: { success: false, message: WRONG_PICTURES_MESSAGE } });
    const elsewhere = await signIn(t, classB.code, maya.id, maya.pictures);
    expect(elsewhere).toEqual(wrong);
    const noClass = await signIn(t, 'NOSUCHCODE', maya.id, maya.pictures);
    expect(noClass).toEqual(wrong);
    const shown = await callApi(t.baseUrl, 'GET', `/api/classes/${classA.id}`, teacher);
    const emailPupil = classResponseSchema
      .parse(shown.body)
      .data.pupils.find((p) => p.email === 'mail@example.test');
    expect((await signIn(t, classA.code, emailPupil?.id ?? 0, maya.pictures)).status).toBe(401);
  });

  it('refuses malformed bodies with 422 per field', async () => {
    const maya = pupilNamed(classA, 'Maya Lopez');
    const [a = 'cat', b = 'dog'] = maya.pictures;
    for (const [body, field, message] of [
      [{ user_id: maya.id, pictures: maya.pictures }, 'code', 'The code field is required.'],
      [{ code: classA.code, pictures: maya.pictures }, 'user_id', 'The user id field is required.'],
      [{ code: classA.code, user_id: maya.id, pictures: [a, b] }, 'pictures', 'Choose 3 pictures.'],
      [
        { code: classA.code, user_id: maya.id, pictures: [a, a, b] },
        'pictures',
        'Choose three different pictures.',
      ],
      [
        { code: classA.code, user_id: maya.id, pictures: [a, b, 'dragon'] },
        'pictures.2',
        'Each picture must be one of the sixteen pictures.',
      ],
    ] as const) {
      const res = await callApi(t.baseUrl, 'POST', '/api/class-sign-in', anonymous, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(res.body)).toEqual([message]);
    }
  });

  it('locks a pupil for fifteen minutes after five wrong tries, stored so a restart keeps it', async () => {
    const pupil = pupilNamed(classA, 'Lock Me Out');
    const wrong = otherPictures(pupil.pictures);
    for (let i = 1; i <= 4; i += 1) expect((await signIn(t, classA.code, pupil.id, wrong)).status).toBe(401);
    const fifth = await signIn(t, classA.code, pupil.id, wrong);
    expect(fifth.status).toBe(423);
    expect(fifth.body.message).toBe(PUPIL_LOCKED_MESSAGE);
    const until = new Date(fifth.body.locked_until).getTime();
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect((await signIn(t, classA.code, pupil.id, pupil.pictures)).status).toBe(423);

    // A second server on the same database (a restart) still refuses.
    const restarted = await buildApp(t.config, { database: t.database });
    const res = await restarted.inject({
      method: 'POST',
      url: '/api/class-sign-in',
      payload: { code: classA.code, user_id: pupil.id, pictures: pupil.pictures },
    });
    await restarted.close();
    expect(res.statusCode).toBe(423);
    const [row] = await t.database.db
      .select()
      .from(picturePasswords)
      .where(eq(picturePasswords.userId, pupil.id));
    expect(row?.lockedUntil?.getTime()).toBe(until);

    // The teacher sees the lock; new pictures lift it.
    const shown = classResponseSchema.parse(
      (await callApi(t.baseUrl, 'GET', `/api/classes/${classA.id}`, teacher)).body,
    );
    expect(shown.data.pupils.find((p) => p.id === pupil.id)?.locked_until).toBe(fifth.body.locked_until);
    const reset = await callApi(
      t.baseUrl,
      'POST',
      `/api/classes/${classA.id}/pupils/${pupil.id}/reset-picture`,
      teacher,
    );
    expect((await signIn(t, classA.code, pupil.id, reset.body.data.pictures)).status).toBe(200);
  });

  it('counts wrong tries again from zero after a right one', async () => {
    const noor = pupilNamed(classA, 'Noor Haddad');
    const wrong = otherPictures(noor.pictures);
    for (let i = 0; i < 4; i += 1) await signIn(t, classA.code, noor.id, wrong);
    expect((await signIn(t, classA.code, noor.id, noor.pictures)).status).toBe(200);
    expect((await signIn(t, classA.code, noor.id, wrong)).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits listing per client and picture tries per client and class, across a restart', async () => {
    const limited = await startTestApp({ RATE_LIMIT_CLASS_SIGN_IN_PER_MINUTE: '3' });
    try {
      const owner = (await createTestUser(limited.database, { admin: true })).headers;
      const cls = await createClassWithPupils(limited, owner, ['Rae Rate']);
      const other = await createClassWithPupils(limited, owner, ['Sol Solo'], 'Other');
      const list = () => callApi(limited.baseUrl, 'GET', `/api/class-sign-in/${cls.code}`, anonymous);
      for (let i = 0; i < 3; i += 1) expect((await list()).status).toBe(200);
      const refused = await list();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);

      const rae = pupilNamed(cls, 'Rae Rate');
      for (let i = 0; i < 3; i += 1) await signIn(limited, cls.code, rae.id, otherPictures(rae.pictures));
      expect((await signIn(limited, cls.code, rae.id, rae.pictures)).status).toBe(429);
      // Another class's pupils are not held up by this one's tries.
      const sol = pupilNamed(other, 'Sol Solo');
      expect((await signIn(limited, other.code, sol.id, sol.pictures)).status).toBe(200);

      // The counts are stored: a restarted server (a new app on the same database) still refuses.
      const restarted = await startTestApp(
        { RATE_LIMIT_CLASS_SIGN_IN_PER_MINUTE: '3' },
        { sharedDatabase: limited.database },
      );
      try {
        const again = await callApi(restarted.baseUrl, 'GET', `/api/class-sign-in/${cls.code}`, anonymous);
        expect(again.status).toBe(429);
        expect((await signIn(restarted, cls.code, rae.id, rae.pictures)).status).toBe(429);
        expect((await signIn(restarted, other.code, sol.id, sol.pictures)).status).toBe(200);
      } finally {
        await restarted.close();
      }
    } finally {
      await limited.close();
    }
  });
});
