import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('API shell', () => {
  it('answers an unknown API route with a Laravel-shaped 404', async () => {
    const res = await fetch(`${t.baseUrl}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: expect.stringContaining('could not be found') });
  });

  it('refuses the dashboard without a token and serves it with one', async () => {
    expect((await fetch(`${t.baseUrl}/api/dashboard`)).status).toBe(401);
    const { headers } = await createTestUser(t.database);
    const res = await fetch(`${t.baseUrl}/api/dashboard`, { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ books_read: 0, recent_activities: [] });
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await fetch(`${t.baseUrl}/api/config`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a malformed URL with a Laravel-shaped 400 and the same security headers', async () => {
    const res = await fetch(`${t.baseUrl}/api/texts/%zz`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
