import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResponseSchema, tokenResponseSchema, userResponseSchema } from '#contract/auth.ts';
import { users } from '#server/db/schema.ts';
import { issueAccessToken } from '#server/modules/auth/access-tokens.ts';
import { verificationUrl } from '#server/modules/auth/verification-link.ts';
import type { SmtpCapture } from '#test/harness/smtp-capture.ts';
import { startTestApp } from '#test/harness/test-app.ts';
import {
  TEST_APP_URL as APP_URL,
  startTestAppWithMail,
  type TestAppWithMail,
} from '#test/harness/test-app-with-mail.ts';

const APP_KEY = 'test-app-key-that-is-at-least-32-characters';
let t: TestAppWithMail;
let smtp: SmtpCapture;

beforeAll(async () => {
  t = await startTestAppWithMail({ APP_KEY });
  smtp = t.smtp;
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const register = (email: string, name = 'Ada Lovelace') =>
  post('/api/register', { name, email, password: 'bookworm-42', password_confirmation: 'bookworm-42' });
const login = (email: string) => post('/api/login', { email, password: 'bookworm-42', remember: true });
/** Follows a link of the mail on the test server, keeping its path and query. */
const follow = (link: string) => {
  const url = new URL(link);
  return fetch(`${t.baseUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
};

describe('sign-up and e-mail verification', () => {
  it('registers, mails a link that verifies, then signs in', async () => {
    const res = await register('Ada@Example.test', 'Ayşe Çağlar');
    expect(res.status).toBe(201);
    const body = registerResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ success: true, email_verification_required: true });
    expect(body.user).toMatchObject({ email: 'ada@example.test', email_verified_at: null, roles: [] });

    const before = await login('ada@example.test');
    expect(before.status).toBe(403);
    expect(await before.json()).toEqual({
      success: false,
      message: 'Please verify your email address before logging in.',
      email_verification_required: true,
    });

    const mail = await smtp.waitForMail('ada@example.test');
    expect(mail.subject).toBe('Please confirm your e-mail address');
    expect(mail.text).toContain('Hello Ayşe Çağlar,');
    const [link] = mail.links;
    expect(link).toMatch(
      /^http:\/\/reading-rooms\.test\/api\/email\/verify\/\d+\/[0-9a-f]{40}\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const verified = await follow(link ?? '');
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe(`${APP_URL}/email-verified?verified=1`);

    const after = await login('ADA@example.test');
    expect(after.status).toBe(200);
    const session = tokenResponseSchema.parse(await after.json());
    expect(session.success).toBe(true);
    expect(session.user.email_verified_at).not.toBeNull();
    const me = await fetch(`${t.baseUrl}/api/user`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(userResponseSchema.parse(await me.json()).user.id).toBe(session.user.id);
  });

  it('refuses a taken e-mail in any letter case with a 422 field error', async () => {
    await register('taken@example.test');
    const res = await register('TAKEN@example.test');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
  });

  it('answers edited, expired and orphaned links with the matching error', async () => {
    await register('links@example.test');
    const [link = ''] = (await smtp.waitForMail('links@example.test')).links;
    const location = async (url: string) => (await follow(url)).headers.get('location');

    // Another first character (a fixed '0' left one signature in 16 unchanged).
    const edited = link.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === '0' ? '1' : '0'}`,
    );
    expect(await location(edited)).toBe(`${APP_URL}/email-verified?error=invalid_hash`);
    expect(await location(link.replace(/expires=\d+/, 'expires=9999999999'))).toContain('error=invalid_hash');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'links@example.test'));
    if (!user?.email) throw new Error('registered user missing');
    const expired = verificationUrl(
      APP_URL,
      APP_KEY,
      { id: user.id, email: user.email },
      new Date(Date.now() - 1000),
    );
    expect(await location(expired)).toBe(`${APP_URL}/email-verified?error=expired`);
    const wrongEmail = verificationUrl(
      APP_URL,
      APP_KEY,
      { id: user.id, email: 'else@example.test' },
      new Date(Date.now() + 60_000),
    );
    expect(await location(wrongEmail)).toContain('error=invalid_hash');
    const ghost = verificationUrl(
      APP_URL,
      APP_KEY,
      { id: 999_999, email: user.email },
      new Date(Date.now() + 60_000),
    );
    expect(await location(ghost)).toBe(`${APP_URL}/email-verified?error=invalid_user`);
    expect((await login('links@example.test')).status).toBe(403);
  });

  it('resends the link on request without revealing which addresses exist', async () => {
    await register('resend@example.test');
    await smtp.waitForMail('resend@example.test');
    const unknown = await post('/api/email/resend-verification', { email: 'nobody@example.test' });
    const known = await post('/api/email/resend-verification', { email: 'resend@example.test' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    const mail = await smtp.waitForMail('resend@example.test');
    expect(mail.links[0]).toContain('/api/email/verify/');
    expect(smtp.messages.filter((m) => m.to.includes('nobody@example.test'))).toEqual([]);
  });

  it('lets a signed-in unverified user read /api/user and ask for a new link', async () => {
    await register('pending@example.test');
    await smtp.waitForMail('pending@example.test');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'pending@example.test'));
    const token = await issueAccessToken(t.database.db, user?.id ?? 0);
    const headers = { authorization: `Bearer ${token}` };
    const me = await fetch(`${t.baseUrl}/api/user`, { headers });
    expect((await me.json()).user).toMatchObject({ email: 'pending@example.test', email_verified_at: null });
    const res = await fetch(`${t.baseUrl}/api/email/verification-notification`, { method: 'POST', headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    expect((await smtp.waitForMail('pending@example.test')).links).toHaveLength(1);
  });

  it('sets a readable XSRF-TOKEN cookie', async () => {
    const res = await fetch(`${t.baseUrl}/sanctum/csrf-cookie`);
    expect(res.status).toBe(204);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax$/);
  });
});

describe('sign-up rate limit', () => {
  it('answers 429 once the sign-ups per hour from one address are spent', async () => {
    const limited = await startTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '2' });
    try {
      const signUp = (email: string) =>
        fetch(`${limited.baseUrl}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            name: 'Kid',
            email,
            password: 'bookworm-42',
            password_confirmation: 'bookworm-42',
          }),
        });
      expect((await signUp('one@example.test')).status).toBe(201);
      expect((await signUp('two@example.test')).status).toBe(201);
      const third = await signUp('three@example.test');
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ message: expect.stringContaining('Too many attempts') });
    } finally {
      await limited.close();
    }
  });
});
