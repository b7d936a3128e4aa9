import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignResponseSchema } from '#contract/assignments.ts';
import { assignments, texts } from '#server/db/schema.ts';
import { readableAssignment } from '#server/modules/reading/assignment-access.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';

// readableAssignment is a prepared statement with its own column list (the start of every pull):
// this pins it to what the ORM's select of both tables gives, and to who may read.
let t: TestApp;
let owner: Awaited<ReturnType<typeof createTestUser>>;
let pupil: Awaited<ReturnType<typeof createTestUser>>;
let uuid: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createTestUser(t.database, { admin: true });
  pupil = await createTestUser(t.database);
  const created = await callApi(t.baseUrl, 'POST', '/api/texts', owner.headers, {
    title: 'The Fox',
    author: 'Ann Author',
    content: 'The fox woke up early.\n\nShe ran to the river and drank.',
  });
  const textId = created.body.data.id as number;
  const res = await callApi(t.baseUrl, 'POST', `/api/texts/${textId}/assign`, owner.headers, {
    email: pupil.user.email,
    due_date: '2099-01-31',
    mode: 'check',
  });
  uuid = assignResponseSchema.parse(res.body).data.uuid;
  // Every column holding a value, so none can be read under a wrong name unnoticed.
  await t.database.db
    .update(assignments)
    .set({
      completedAt: new Date('2099-01-02T03:04:05Z'),
      completedAtDevice: new Date('2099-01-02T03:00:00Z'),
      correctCount: 1,
      questionCount: 2,
    })
    .where(eq(assignments.uuid, uuid));
  await t.database.db
    .update(texts)
    .set({ epubFilePath: 'uploads/x.epub', readingLevel: 3.4 })
    .where(eq(texts.id, textId));
});
afterAll(() => t.close());

describe('readableAssignment', () => {
  it('gives the assignee and the owner the rows the ORM gives, and anyone else a 404', async () => {
    const [expected] = await t.database.db
      .select({ assignment: assignments, text: texts })
      .from(assignments)
      .innerJoin(texts, eq(texts.id, assignments.textId))
      .where(eq(assignments.uuid, uuid));
    expect(expected?.text.readingLevel).toBe(3.4);
    expect(await readableAssignment(t.database, pupil.user.id, uuid)).toEqual(expected);
    expect(await readableAssignment(t.database, owner.user.id, uuid)).toEqual(expected);
    const stranger = await createTestUser(t.database);
    await expect(readableAssignment(t.database, stranger.user.id, uuid)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(readableAssignment(t.database, pupil.user.id, 'not-a-uuid')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
