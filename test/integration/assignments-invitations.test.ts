import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_CREATED_MESSAGE,
  assignResponseSchema,
  myAssignmentListSchema,
  ownerAssignmentListSchema,
} from '#contract/assignments.ts';
import { tokenResponseSchema } from '#contract/auth.ts';
import { notificationListSchema } from '#contract/notifications.ts';
import { invitations } from '#server/db/schema.ts';
import type { SmtpCapture } from '#test/harness/smtp-capture.ts';
import {
  TEST_APP_URL as APP_URL,
  startTestAppWithMail,
  type TestAppWithMail,
} from '#test/harness/test-app-with-mail.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createTextWithQuestions } from './assignments-fixtures.ts';
import { callApi } from './texts-api.ts';

const MAILS_PER_MINUTE = 4;
let t: TestAppWithMail;
let smtp: SmtpCapture;
let owner: Record<string, string>;
let textId: number;
const api = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  callApi(t.baseUrl, method, path, headers, body);
const setup = (email: string, token: string) =>
  api({}, 'POST', '/api/complete-setup', {
    name: 'Nia Reader',
    email,
    password: 'bookworm-42',
    password_confirmation: 'bookworm-42',
    invitation_token: token,
  });
const INVALID = {
  message: 'Invalid invitation token.',
  errors: { invitation_token: ['Invalid invitation token.'] },
};

/** Assigns the text to a new address and returns the token of the invitation link it mails. */
async function invite(email: string, text = textId) {
  const res = await api(owner, 'POST', `/api/texts/${text}/assign`, { email, due_date: '2099-05-01' });
  expect(res.status).toBe(201);
  const mail = await smtp.waitForMail(email);
  const link = new URL(mail.links[0] ?? '');
  expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/signup`);
  expect(link.searchParams.get('email')).toBe(email);
  return {
    mail,
    token: link.searchParams.get('token') ?? '',
    assignment: assignResponseSchema.parse(res.body),
  };
}

beforeAll(async () => {
  t = await startTestAppWithMail({ RATE_LIMIT_LOGIN_PER_MINUTE: String(MAILS_PER_MINUTE) });
  smtp = t.smtp;
  owner = (await createTestUser(t.database, { admin: true, name: 'Ms Teacher' })).headers;
  textId = (await createTextWithQuestions(t, owner)).textId;
});
afterAll(async () => {
  await t.close();
});

describe('assigning to a new address', () => {
  it('mails an invitation and lists the assignment as invitation pending', async () => {
    const { mail, token, assignment } = await invite('New.Pupil@Example.test'.toLowerCase());
    expect(assignment.message).toBe(ASSIGNMENT_CREATED_MESSAGE);
    expect(assignment.data).toMatchObject({ status: 'pending', assigned_user: null, has_invitation: true });
    expect(assignment.data.due_date).toBe('2099-05-01T23:59:59.999Z');
    expect(mail.text).toContain('Ms Teacher has assigned you "The Clever Fox 1" by Ann Author');
    // Nobody's name is known yet: greeted without the address, signed by the teacher who invited.
    expect(mail.text.startsWith('Hello!')).toBe(true);
    expect(mail.text).not.toContain('Hello new.pupil@example.test');
    expect(mail.text.replaceAll('\r\n', '\n')).toContain('Happy reading!\nMs Teacher\nReading Rooms');
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'new.pupil@example.test'));
    expect(stored?.tokenHash).not.toContain(token);

    const list = ownerAssignmentListSchema.parse(
      (await api(owner, 'GET', `/api/texts/${textId}/assignments`)).body,
    );
    expect(list.data).toEqual([
      expect.objectContaining({
        uuid: assignment.data.uuid,
        assignee_email: 'new.pupil@example.test',
        assigned_user: null,
        has_invitation: true,
        answered_questions_count: 0,
        total_questions_count: 3,
      }),
    ]);
  });

  it('completes setup with the mailed token: signed in, verified, assignment linked and notified', async () => {
    const { token, assignment } = await invite('setup@example.test');
    const res = await setup('setup@example.test', token);
    expect(res.status).toBe(200);
    const session = tokenResponseSchema.parse(res.body);
    expect(session).toMatchObject({
      success: true,
      user: { email: 'setup@example.test', has_password: true },
    });
    expect(session.user.email_verified_at).not.toBeNull();
    const headers = { authorization: `Bearer ${session.token}` };

    const mine = myAssignmentListSchema.parse((await api(headers, 'GET', '/api/my-assignments')).body);
    expect(mine.data.map((item) => item.uuid)).toEqual([assignment.data.uuid]);
    const notes = notificationListSchema.parse((await api(headers, 'GET', '/api/notifications')).body);
    expect(notes[0]).toMatchObject({
      type: 'assignment_notification',
      data: { assignment_uuid: assignment.data.uuid, text_id: textId, text_author: 'Ann Author' },
    });
    const row = ownerAssignmentListSchema
      .parse((await api(owner, 'GET', `/api/texts/${textId}/assignments`)).body)
      .data.find((item) => item.uuid === assignment.data.uuid);
    expect(row).toMatchObject({
      assigned_user: { email: 'setup@example.test', has_password: true },
      has_invitation: false,
    });

    const again = await setup('setup@example.test', token);
    expect(again.status).toBe(422);
    expect(again.body).toEqual(INVALID);
  });

  it('refuses a wrong token, a token for another address and an expired token', async () => {
    const { token } = await invite('expired@example.test');
    expect((await setup('expired@example.test', 'x'.repeat(43))).body).toEqual(INVALID);
    expect((await setup('setup2@example.test', token)).status).toBe(422);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'expired@example.test'));
    const res = await setup('expired@example.test', token);
    expect(res.status).toBe(422);
    expect(res.body).toEqual(INVALID);
  });

  it('resend mails a new token and kills the old one', async () => {
    const { token: old } = await invite('resend@example.test');
    const res = await api(owner, 'POST', '/api/invitations/resend', { email: 'RESEND@example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Invitation resent successfully.' });
    const fresh = new URL((await smtp.waitForMail('resend@example.test')).links[0] ?? '').searchParams.get(
      'token',
    );
    expect(fresh).not.toBe(old);
    expect((await setup('resend@example.test', old)).body).toEqual(INVALID);
    expect((await setup('resend@example.test', fresh ?? '')).status).toBe(200);
  });

  it('never takes over an account made meanwhile: 422, and the invitation stays unused', async () => {
    const { token } = await invite('meanwhile@example.test');
    const existing = await createTestUser(t.database, { email: 'meanwhile@example.test' });
    const res = await setup('meanwhile@example.test', token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['The email has already been taken. Please sign in instead.'] });
    const [stored] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'meanwhile@example.test'));
    expect(stored?.usedAt).toBeNull();
    const signIn = await api({}, 'POST', '/api/login', {
      email: 'meanwhile@example.test',
      password: existing.password,
    });
    expect(signIn.status).toBe(200);
  });

  it('resend is limited per address: 429 once spent, other addresses unaffected', async () => {
    await invite('often@example.test');
    await invite('other@example.test');
    const resend = (email: string) => api(owner, 'POST', '/api/invitations/resend', { email });
    for (let i = 0; i < MAILS_PER_MINUTE; i++) expect((await resend('often@example.test')).status).toBe(200);
    const limited = await resend('often@example.test');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: expect.stringContaining('Too many attempts') });
    expect((await resend('other@example.test')).status).toBe(200);
  });

  it('resend is refused to an owner who never assigned to that address', async () => {
    const other = (await createTestUser(t.database, { admin: true })).headers;
    const res = await api(other, 'POST', '/api/invitations/resend', { email: 'new.pupil@example.test' });
    expect(res.status).toBe(404);
  });
});

describe('assign validation', () => {
  it('answers 422 field errors for a bad e-mail, a past due date and a second assignment', async () => {
    const bad = await api(owner, 'POST', `/api/texts/${textId}/assign`, { email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['The email field must be a valid email address.']);
    const past = await api(owner, 'POST', `/api/texts/${textId}/assign`, {
      email: 'a@example.test',
      due_date: '2001-01-01',
    });
    expect(past.status).toBe(422);
    expect(past.body.errors.due_date).toEqual(['The due date field must be a date after or equal to today.']);
    const twice = await api(owner, 'POST', `/api/texts/${textId}/assign`, {
      email: 'NEW.PUPIL@example.test',
    });
    expect(twice.status).toBe(422);
    expect(twice.body).toEqual({
      message: 'This text has already been assigned to this email address.',
      errors: { email: ['This text has already been assigned to this email address.'] },
    });
  });
});
