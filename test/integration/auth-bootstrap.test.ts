import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFileMailer } from '#server/adapters/mail/file-mailer.ts';
import { loadAppKey } from '#server/app-key.ts';
import type { Database } from '#server/db/database.ts';
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from '#server/modules/auth/admin-bootstrap.ts';
import { verifyPassword } from '#server/modules/auth/passwords.ts';
import { findUserByEmail } from '#server/modules/auth/users-repository.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestDatabase } from '#test/harness/test-database.ts';

let t: TestApp;
let fresh: Database;
let scratch: string;
const consoleLog = vi.spyOn(console, 'log');
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAIL: 'Head@School.test', ADMIN_PASSWORD: 'teacher-secret-1' });
  fresh = await createTestDatabase();
  scratch = mkdtempSync(join(tmpdir(), 'rr-auth-'));
});
afterAll(async () => {
  await t.close();
  await fresh.close();
  rmSync(scratch, { recursive: true, force: true });
  consoleLog.mockRestore();
});

const noAdminEnv = { name: 'Administrator', email: undefined, password: undefined };

describe('admin bootstrap', () => {
  it('creates the configured admin at start, verified, quietly under test', async () => {
    const res = await fetch(`${t.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'head@school.test', password: 'teacher-secret-1' }),
    });
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user).toMatchObject({ roles: [{ name: 'admin' }], email_verified_at: expect.any(String) });
    expect(consoleLog).not.toHaveBeenCalled();
  });

  it('on an empty installation creates the default admin once and prints its password once', async () => {
    const print = vi.fn();
    const options = { admin: noAdminEnv, createDefault: true, print };
    expect(await bootstrapAdmin(fresh.db, options)).toBe(DEFAULT_ADMIN_EMAIL);
    expect(await bootstrapAdmin(fresh.db, options)).toBeUndefined();
    expect(print).toHaveBeenCalledTimes(1);
    const password = /password: (\S+)/.exec(print.mock.calls[0]?.[0] as string)?.[1] ?? '';
    const admin = await findUserByEmail(fresh.db, DEFAULT_ADMIN_EMAIL);
    expect(admin?.roles).toEqual(['admin']);
    expect(await verifyPassword(password, admin?.passwordHash ?? null)).toBe(true);
  });

  it('generates and prints a password when ADMIN_EMAIL comes without one', async () => {
    const print = vi.fn();
    const admin = { ...noAdminEnv, email: 'teacher@school.test' };
    expect(await bootstrapAdmin(fresh.db, { admin, createDefault: false, print })).toBe(
      'teacher@school.test',
    );
    expect(print.mock.calls[0]?.[0]).toMatch(/teacher@school\.test[\s\S]*password: \S{16}/);
  });
});

describe('app key', () => {
  it('is generated once into DATA_DIR/app-key, owner-only, and reused; APP_KEY wins', () => {
    const first = loadAppKey({ dataDir: scratch, appKey: undefined });
    expect(first).toHaveLength(43);
    expect(statSync(join(scratch, 'app-key')).mode & 0o777).toBe(0o600);
    expect(loadAppKey({ dataDir: scratch, appKey: undefined })).toBe(first);
    expect(loadAppKey({ dataDir: scratch, appKey: 'x'.repeat(32) })).toBe('x'.repeat(32));
  });
});

describe('embedded mailer', () => {
  it('writes an .eml file and prints each link', async () => {
    const print = vi.fn();
    const dir = join(scratch, 'mail');
    const mailer = createFileMailer({ dir, from: 'Reading Rooms <no-reply@test>', print });
    await mailer.send({ to: 'kid@example.test', subject: 'Hello', text: 'Open http://a.test/x?y=1 now.' });
    await mailer.close();
    const [file = ''] = readdirSync(dir);
    expect(file).toMatch(/\.eml$/);
    expect(readFileSync(join(dir, file), 'utf8')).toMatch(/^Subject: Hello$/m);
    expect(print).toHaveBeenCalledWith('✉ mail to kid@example.test: http://a.test/x?y=1');
  });

  it('is what the app uses without SMTP_URL', async () => {
    const res = await fetch(`${t.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Pip',
        email: 'pip@example.test',
        password: 'pip-pip-pip',
        password_confirmation: 'pip-pip-pip',
      }),
    });
    expect(res.status).toBe(201);
    await vi.waitFor(() => expect(readdirSync(join(t.dataDir, 'mail'))).toHaveLength(1), { timeout: 8000 });
  });
});
