import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResponseSchema, userResponseSchema } from '#contract/auth.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const currentUser = async (headers: Record<string, string>) =>
  userResponseSchema.parse(await (await fetch(`${t.baseUrl}/api/user`, { headers })).json()).user;

describe('the interface language (user.locale)', () => {
  it('follows the browser (null) until chosen, then saves and returns the choice', async () => {
    const { headers } = await createTestUser(t.database, { name: 'Elif Yılmaz' });
    expect((await currentUser(headers)).locale).toBeNull();

    const chosen = await send('PUT', '/api/user/profile', { name: 'Elif Yılmaz', locale: 'tr' }, headers);
    expect(chosen.status).toBe(200);
    expect(userResponseSchema.parse(await chosen.json()).user.locale).toBe('tr');
    expect((await currentUser(headers)).locale).toBe('tr');

    // Renaming without `locale` keeps the language; null goes back to the browser's.
    await send('PUT', '/api/user/profile', { name: 'Elif Y.' }, headers);
    expect(await currentUser(headers)).toMatchObject({ name: 'Elif Y.', locale: 'tr' });
    await send('PUT', '/api/user/profile', { name: 'Elif Y.', locale: null }, headers);
    expect((await currentUser(headers)).locale).toBeNull();
  });

  it('refuses a language the interface does not have, changing nothing', async () => {
    const { headers } = await createTestUser(t.database, { name: 'Can Demir' });
    const res = await send('PUT', '/api/user/profile', { name: 'Someone Else', locale: 'de' }, headers);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ locale: ['The selected locale is invalid.'] });
    expect(await currentUser(headers)).toMatchObject({ name: 'Can Demir', locale: null });
  });

  it('keeps the language chosen at sign-up', async () => {
    const res = await send('POST', '/api/register', {
      name: 'Zeynep Kaya',
      email: 'zeynep@example.test',
      password: 'bookworm-42',
      password_confirmation: 'bookworm-42',
      locale: 'tr',
    });
    expect(res.status).toBe(201);
    expect(registerResponseSchema.parse(await res.json()).user.locale).toBe('tr');
  });
});
