import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignResponseSchema, ownerAssignmentListSchema } from '#contract/assignments.ts';
import { notificationListSchema } from '#contract/notifications.ts';
import { assignmentNotification } from '#server/modules/assignments/assign-service.ts';
import { completeNotificationData } from '#server/modules/notifications/notification-resource.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { callApi } from './texts-api.ts';

// The assign to an address with an account is one statement of its own (assign-to-account.ts):
// these pin it to what the general path answers and stores.
let t: TestApp;
let owner: Record<string, string>;
// Characters a hand-built JSON or a template could mangle: the title slot itself, $1, quotes, a backslash.
const title = `The {{title}} of $1 "Fox" & 'Hen' \\ çiğ`;
const author = 'Ann "A." Author';
let textId: number;

beforeAll(async () => {
  t = await startTestApp();
  owner = (await createTestUser(t.database, { admin: true })).headers;
  const created = await callApi(t.baseUrl, 'POST', '/api/texts', owner, {
    title,
    author,
    content: 'One.\n\nTwo.\n\nThree.\n\nFour.',
  });
  textId = created.body.data.id;
});
afterAll(() => t.close());

const assign = (body: Record<string, unknown>, headers = owner) =>
  callApi(t.baseUrl, 'POST', `/api/texts/${textId}/assign`, headers, body);

describe('assigning to an address with an account', () => {
  it('answers the row the owner’s table lists and stores the notification as the general path words it', async () => {
    const pupil = await createTestUser(t.database, { name: 'Pia Pupil' });
    const res = await assign({ email: pupil.user.email, due_date: '2099-01-31', mode: 'check' });
    expect(res.status).toBe(201);
    const { data } = assignResponseSchema.parse(res.body);
    const table = ownerAssignmentListSchema.parse(
      (await callApi(t.baseUrl, 'GET', `/api/texts/${textId}/assignments`, owner)).body,
    );
    expect(table.data.find((row) => row.uuid === data.uuid)).toEqual(data);
    expect(data).toMatchObject({ mode: 'check', due_date: '2099-01-31T23:59:59.999Z', status: 'pending' });

    const notes = notificationListSchema.parse(
      (await callApi(t.baseUrl, 'GET', '/api/notifications', pupil.headers)).body,
    );
    const expected = assignmentNotification(
      { uuid: data.uuid, dueDate: new Date('2099-01-31T23:59:59.999Z') },
      { id: textId, title, author },
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: expected.type, read_at: null });
    expect(notes[0]?.data).toEqual(completeNotificationData(expected.data));
  });

  it('refuses the same address twice with 422 and stores no second notification', async () => {
    const pupil = await createTestUser(t.database);
    expect((await assign({ email: pupil.user.email })).status).toBe(201);
    const again = await assign({ email: pupil.user.email.toUpperCase() });
    expect(again).toEqual({
      status: 422,
      body: expect.objectContaining({
        errors: { email: ['This text has already been assigned to this email address.'] },
      }),
    });
    const notes = (await callApi(t.baseUrl, 'GET', '/api/notifications', pupil.headers)).body;
    expect(notes).toHaveLength(1);
  });

  it('answers 404 for a text that is not the caller’s, and assigns nothing', async () => {
    const stranger = await createTestUser(t.database, { admin: true });
    const pupil = await createTestUser(t.database);
    const res = await assign({ email: pupil.user.email }, stranger.headers);
    expect(res).toEqual({ status: 404, body: expect.objectContaining({ message: expect.any(String) }) });
    expect((await callApi(t.baseUrl, 'GET', '/api/notifications', pupil.headers)).body).toEqual([]);
    const missing = await callApi(t.baseUrl, 'POST', '/api/texts/999999/assign', owner, {
      email: pupil.user.email,
    });
    expect(missing.status).toBe(404);
  });

  it('answers a past due date with the field’s 422, and a foreign text’s 404 before it', async () => {
    const pupil = await createTestUser(t.database);
    const past = await assign({ email: pupil.user.email, due_date: '2001-01-01' });
    expect(past.status).toBe(422);
    expect(past.body.errors).toHaveProperty('due_date');
    const stranger = await createTestUser(t.database, { admin: true });
    expect((await assign({ email: pupil.user.email, due_date: '2001-01-01' }, stranger.headers)).status).toBe(
      404,
    );
  });

  it('replays the first answer to a repeated Idempotency-Key', async () => {
    const pupil = await createTestUser(t.database);
    const keyed = { ...owner, 'idempotency-key': `assign-${pupil.user.id}` };
    const first = await assign({ email: pupil.user.email }, keyed);
    const replay = await assign({ email: pupil.user.email }, keyed);
    expect(first.status).toBe(201);
    expect(replay).toEqual(first);
    expect((await callApi(t.baseUrl, 'GET', '/api/notifications', pupil.headers)).body).toHaveLength(1);
  });
});
