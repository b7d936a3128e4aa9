import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '#contract/auth.ts';
import { users } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: String(LIMIT) });
});
afterAll(() => t.close());

const send = (path: string, body: string, method = 'POST', headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body,
  });
const login = (email: string, password: string) => send('/api/login', JSON.stringify({ email, password }));
const badCredentials = { success: false, message: 'These credentials do not match our records.' };

describe('sign-in and sign-out', () => {
  it('signs in with the e-mail in any letter case and answers success, token and user', async () => {
    const { user, password } = await createTestUser(t.database, { email: 'reader@example.test' });
    const res = await login('Reader@Example.test', password);
    expect(res.status).toBe(200);
    const body = tokenResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ success: true, user: { id: user.id, email: 'reader@example.test' } });
  });

  it('answers a wrong password, an unknown e-mail and an invited user alike with 401', async () => {
    const { user } = await createTestUser(t.database, { email: 'wrong@example.test' });
    await t.database.db.insert(users).values({
      name: 'Invited',
      email: 'invited@example.test',
      passwordHash: null,
      emailVerifiedAt: new Date(),
    });
    for (const [email, password] of [
      [user.email, 'not the password'],
      ['ghost@example.test', 'whatever-it-is'],
      ['invited@example.test', ''.padEnd(8, 'x')],
    ] as const) {
      const res = await login(email, password);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(badCredentials);
    }
  });

  it('revokes the token on logout, which then gets 401', async () => {
    const { headers } = await createTestUser(t.database);
    const res = await fetch(`${t.baseUrl}/api/logout`, { method: 'POST', headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    const after = await fetch(`${t.baseUrl}/api/user`, { headers });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 429 once the sign-in limit per address is spent, other addresses unaffected', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await login('limited@example.test', 'guess-number')).status).toBe(401);
    const limited = await login('limited@example.test', 'guess-number');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: expect.stringContaining('Too many attempts') });
    expect((await login('someone-else@example.test', 'guess-number')).status).toBe(401);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const res = await send('/api/login', '{"email": "a@b.test", ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers wrong types and missing fields with a Laravel-shaped 422', async () => {
    const wrong = await send('/api/login', JSON.stringify({ email: 42, password: ['x'], remember: 'yes' }));
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      message: 'The email field must be a string.',
      errors: {
        email: ['The email field must be a string.'],
        password: ['The password field must be a string.'],
      },
    });
    const missing = await send('/api/register', JSON.stringify({}));
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toMatchObject({ email: ['The email field is required.'] });
    for (const body of ['null', '"text"', '[]', '12']) {
      expect((await send('/api/forgot-password', body)).status).toBe(422);
    }
  });

  it('checks the e-mail format and the password confirmation on sign-up', async () => {
    const res = await send(
      '/api/register',
      JSON.stringify({
        name: 'Kim',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
      }),
    );
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(errors.email).toEqual(['The email field must be a valid email address.']);
    expect(errors.password).toContain('The password field must be at least 8 characters.');
  });
});
