import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentDecisionResponseSchema,
  assignResponseSchema,
  myAssignmentListSchema,
  ownerAssignmentListSchema,
} from '#contract/assignments.ts';
import { notificationListSchema } from '#contract/notifications.ts';
import type { SmtpCapture } from '#test/harness/smtp-capture.ts';
import {
  TEST_APP_URL as APP_URL,
  startTestAppWithMail,
  type TestAppWithMail,
} from '#test/harness/test-app-with-mail.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createTextWithQuestions } from './assignments-fixtures.ts';
import { callApi } from './texts-api.ts';

let t: TestAppWithMail;
let smtp: SmtpCapture;
let owner: Record<string, string>;
let pupil: Awaited<ReturnType<typeof createTestUser>>;
let otherPupil: Record<string, string>;
let textId: number;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);

async function assign(email: string, text = textId) {
  const res = await api(owner, 'POST', `/api/texts/${text}/assign`, { email });
  expect(res.status).toBe(201);
  return assignResponseSchema.parse(res.body).data;
}

beforeAll(async () => {
  t = await startTestAppWithMail();
  smtp = t.smtp;
  owner = (await createTestUser(t.database, { admin: true })).headers;
  pupil = await createTestUser(t.database, { name: 'Pia Pupil' });
  otherPupil = (await createTestUser(t.database)).headers;
  textId = (await createTextWithQuestions(t, owner, 2)).textId;
});
afterAll(async () => {
  await t.close();
});

describe('assigning to someone with an account', () => {
  it('links the user, stores an assignment notification and mails the accept link', async () => {
    const created = await assign(pupil.user.email.toUpperCase());
    expect(created).toMatchObject({
      status: 'pending',
      has_invitation: false,
      assigned_user: { id: pupil.user.id, has_password: true },
    });
    const mail = await smtp.waitForMail(pupil.user.email);
    expect(mail.text).toContain('Hello Pia Pupil,');
    expect(mail.links).toEqual([`${APP_URL}/assignments/${created.uuid}/accept`]);

    const [note] = notificationListSchema.parse((await api(pupil.headers, 'GET', '/api/notifications')).body);
    expect(note).toMatchObject({
      type: 'assignment_notification',
      data: {
        text_id: textId,
        text_author: 'Ann Author',
        due_date: null,
        assignment_uuid: created.uuid,
        message: expect.stringContaining('The Clever Fox'),
      },
    });
    const mine = myAssignmentListSchema.parse((await api(pupil.headers, 'GET', '/api/my-assignments')).body);
    expect(mine.data).toEqual([
      expect.objectContaining({
        uuid: created.uuid,
        status: 'pending',
        answered_questions: 0,
        total_questions: 2,
        text: expect.objectContaining({ id: textId, author: 'Ann Author' }),
      }),
    ]);
  });
});

describe('who may do what', () => {
  it('a pupil or another admin cannot list, delete or approve what is not theirs (404)', async () => {
    const { uuid } = await assign(`solo-${Date.now()}@example.test`);
    const stranger = (await createTestUser(t.database, { admin: true })).headers;
    for (const headers of [pupil.headers, stranger]) {
      expect((await api(headers, 'GET', `/api/texts/${textId}/assignments`)).status).toBe(404);
      expect((await api(headers, 'DELETE', `/api/texts/${textId}/assignments/${uuid}`)).status).toBe(404);
      expect((await api(headers, 'POST', `/api/assignments/${uuid}/approve`)).status).toBe(404);
      expect((await api(headers, 'POST', `/api/assignments/${uuid}/reject`)).status).toBe(404);
    }
    expect((await api(otherPupil, 'GET', '/api/my-assignments')).body).toEqual({ data: [] });
    expect((await api(pupil.headers, 'POST', '/api/assignments/not-a-uuid/approve')).status).toBe(404);
  });

  it('the owner deletes an assignment; it is gone for the assignee', async () => {
    const other = await createTextWithQuestions(t, owner, 1);
    const { uuid } = await assign(pupil.user.email, other.textId);
    const res = await api(owner, 'DELETE', `/api/texts/${other.textId}/assignments/${uuid}`);
    expect(res).toEqual({ status: 200, body: { message: 'Assignment deleted successfully.' } });
    const mine = myAssignmentListSchema.parse((await api(pupil.headers, 'GET', '/api/my-assignments')).body);
    expect(mine.data.map((item) => item.uuid)).not.toContain(uuid);
    expect((await api(owner, 'DELETE', `/api/texts/${other.textId}/assignments/${uuid}`)).status).toBe(404);
  });
});

describe('approve and reject', () => {
  it('approves a pending assignment once; a replay with the same key changes nothing; then 409', async () => {
    const other = await createTextWithQuestions(t, owner, 1);
    const { uuid } = await assign(pupil.user.email, other.textId);
    const keyed = { ...pupil.headers, 'idempotency-key': `approve-${uuid}` };
    const first = await api(keyed, 'POST', `/api/assignments/${uuid}/approve`);
    expect(first.status).toBe(200);
    const body = assignmentDecisionResponseSchema.parse(first.body);
    expect(body).toMatchObject({ message: 'Assignment approved.', data: { uuid, status: 'in_progress' } });

    const replay = await fetch(`${t.baseUrl}/api/assignments/${uuid}/approve`, {
      method: 'POST',
      headers: keyed,
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(first.body);

    const again = await api(pupil.headers, 'POST', `/api/assignments/${uuid}/approve`);
    expect(again).toEqual({ status: 409, body: { message: 'Only a pending assignment can be approved.' } });
    const reject = await api(pupil.headers, 'POST', `/api/assignments/${uuid}/reject`);
    expect(reject.status).toBe(409);
  });

  it('rejects a pending assignment; it stays listed as rejected', async () => {
    const other = await createTextWithQuestions(t, owner, 1);
    const { uuid } = await assign(pupil.user.email, other.textId);
    const res = await api(pupil.headers, 'POST', `/api/assignments/${uuid}/reject`);
    expect(res.body).toMatchObject({ message: 'Assignment rejected.', data: { status: 'rejected' } });
    const mine = myAssignmentListSchema.parse((await api(pupil.headers, 'GET', '/api/my-assignments')).body);
    expect(mine.data.find((item) => item.uuid === uuid)?.status).toBe('rejected');
    const table = ownerAssignmentListSchema.parse(
      (await api(owner, 'GET', `/api/texts/${other.textId}/assignments`)).body,
    );
    expect(table.data[0]?.status).toBe('rejected');
  });

  it('links assignments to someone who signed up without the invitation link', async () => {
    const email = `later-${Date.now()}@example.test`;
    const { uuid } = await assign(email);
    const late = await createTestUser(t.database, { email });
    const mine = myAssignmentListSchema.parse((await api(late.headers, 'GET', '/api/my-assignments')).body);
    expect(mine.data.map((item) => item.uuid)).toEqual([uuid]);
  });
});
