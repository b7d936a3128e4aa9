import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '#server/db/schema.ts';
import type { SmtpCapture } from '#test/harness/smtp-capture.ts';
import {
  TEST_APP_URL as APP_URL,
  startTestAppWithMail,
  type TestAppWithMail,
} from '#test/harness/test-app-with-mail.ts';
import { createTestUser } from '#test/harness/users.ts';

let t: TestAppWithMail;
let smtp: SmtpCapture;

beforeAll(async () => {
  t = await startTestAppWithMail();
  smtp = t.smtp;
});
afterAll(async () => {
  await t.close();
});

const call = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const login = async (email: string, password: string) =>
  (await call('POST', '/api/login', { email, password })).status;
const invalidToken = { email: ['This password reset token is invalid.'] };

/** Asks for a reset link and returns the token and e-mail from the mailed link. */
async function mailedReset(email: string) {
  const res = await call('POST', '/api/forgot-password', { email });
  expect(await res.json()).toEqual({
    status: 'success',
    message: 'We have emailed your password reset link.',
  });
  const [link = ''] = (await smtp.waitForMail(email)).links;
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${APP_URL}/reset-password`);
  return { token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}
const reset = (token: string, email: string, password: string) =>
  call('POST', '/api/reset-password', { token, email, password, password_confirmation: password });

describe('forgot and reset password', () => {
  it('resets with the mailed token once, signing out every device', async () => {
    const { user, headers } = await createTestUser(t.database, { email: 'forgetful@example.test' });
    const { token, email } = await mailedReset('Forgetful@example.test');
    expect(email).toBe(user.email);

    const first = await reset(token, email, 'a-brand-new-secret');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'success', message: 'Your password has been reset.' });
    expect((await fetch(`${t.baseUrl}/api/user`, { headers })).status).toBe(401);
    expect(await login(email, 'a-brand-new-secret')).toBe(200);

    const again = await reset(token, email, 'yet-another-secret');
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual(invalidToken);
    expect(await login(email, 'yet-another-secret')).toBe(401);
  });

  it('refuses an expired token and a token for another address', async () => {
    await createTestUser(t.database, { email: 'slow@example.test' });
    await createTestUser(t.database, { email: 'other@example.test' });
    const { token } = await mailedReset('slow@example.test');
    expect((await reset(token, 'other@example.test', 'password-number-9')).status).toBe(422);
    await t.database.db
      .update(passwordResetTokens)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(passwordResetTokens.email, 'slow@example.test'));
    const expired = await reset(token, 'slow@example.test', 'password-number-9');
    expect(expired.status).toBe(422);
    expect((await expired.json()).errors).toEqual(invalidToken);
  });

  it('gives the same answer for an unknown address and mails nothing', async () => {
    const res = await call('POST', '/api/forgot-password', { email: 'stranger@example.test' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'success',
      message: 'We have emailed your password reset link.',
    });
    await createTestUser(t.database, { email: 'known@example.test' });
    await mailedReset('known@example.test');
    expect(smtp.messages.filter((m) => m.to.includes('stranger@example.test'))).toEqual([]);
  });
});

describe('profile', () => {
  it('changes the name', async () => {
    const { headers } = await createTestUser(t.database, { name: 'Old Name' });
    const res = await call('PUT', '/api/user/profile', { name: '  Grace Hopper ' }, headers);
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ name: 'Grace Hopper' });
    const empty = await call('PUT', '/api/user/profile', { name: '' }, headers);
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual({ name: ['The name field is required.'] });
  });

  it('changes the password only with the current one, keeping this device signed in', async () => {
    const { user, password, headers } = await createTestUser(t.database);
    const other = await call('POST', '/api/login', { email: user.email, password });
    const otherHeaders = { authorization: `Bearer ${(await other.json()).token}` };
    const change = (current: string) =>
      call(
        'PUT',
        '/api/user/password',
        {
          current_password: current,
          password: 'fresh-password-1',
          password_confirmation: 'fresh-password-1',
        },
        headers,
      );

    const wrong = await change('not-my-password');
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ current_password: ['The password is incorrect.'] });

    const right = await change(password);
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ message: expect.any(String) });
    expect(await login(user.email, 'fresh-password-1')).toBe(200);
    expect(await login(user.email, password)).toBe(401);
    expect((await fetch(`${t.baseUrl}/api/user`, { headers })).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/api/user`, { headers: otherHeaders })).status).toBe(401);
  });
});
