import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(async () => {
  t = await startTestAppWithMail();
  smtp = t.smtp;
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  callApi(t.baseUrl, 'POST', path, headers, body);
const register = (email: string, name: string, locale?: 'en' | 'tr') =>
  post('/api/register', {
    name,
    email,
    password: 'bookworm-42',
    password_confirmation: 'bookworm-42',
    ...(locale ? { locale } : {}),
  });

describe('e-mails in the recipient’s language (docs/i18n.md)', () => {
  it('mails the verification link in Turkish to someone who signed up in Turkish', async () => {
    expect((await register('ayse@example.test', 'Ayşe Çağlar', 'tr')).status).toBe(201);
    const mail = await smtp.waitForMail('ayse@example.test');
    expect(mail.subject).toBe('Lütfen e-posta adresini doğrula');
    expect(mail.text).toContain('Merhaba Ayşe Çağlar,');
    expect(mail.text).toContain("Reading Rooms'a hoş geldin!");
    expect(mail.text).toContain(`E-postamı doğrula: ${APP_URL}/`);
    expect(mail.text).toMatch(/İyi okumalar!\r?\nReading Rooms/);
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('Merhaba Ayşe Çağlar,');
  });

  it('mails it in English to someone who chose English, and to someone who chose nothing', async () => {
    for (const [email, locale] of [
      ['ada@example.test', 'en'],
      ['grace@example.test', undefined],
    ] as const) {
      expect((await register(email, 'Ada Lovelace', locale)).status).toBe(201);
      const mail = await smtp.waitForMail(email);
      expect(mail.subject).toBe('Please confirm your e-mail address');
      expect(mail.text).toContain('Hello Ada Lovelace,');
      expect(mail.text).toContain(`Confirm my e-mail: ${APP_URL}/`);
      expect(mail.html).toContain('<html lang="en">');
    }
  });

  it('mails a password reset in each account’s language', async () => {
    await createTestUser(t.database, { name: 'Elif', email: 'elif@example.test', locale: 'tr' });
    await createTestUser(t.database, { name: 'Tom', email: 'tom@example.test', locale: 'en' });
    expect((await post('/api/forgot-password', { email: 'elif@example.test' })).status).toBe(200);
    expect((await post('/api/forgot-password', { email: 'tom@example.test' })).status).toBe(200);

    const turkish = await smtp.waitForMail('elif@example.test');
    expect(turkish.subject).toBe('Reading Rooms şifreni sıfırla');
    expect(turkish.text).toContain('Merhaba Elif,');
    expect(turkish.text).toContain(`Yeni şifre seç: ${APP_URL}/reset-password?`);
    expect(turkish.text).toContain('şifren değişmez');

    const english = await smtp.waitForMail('tom@example.test');
    expect(english.subject).toBe('Reset your Reading Rooms password');
    expect(english.text).toContain(`Choose a new password: ${APP_URL}/reset-password?`);
  });

  it('invites an address without an account in the inviting teacher’s language', async () => {
    const { headers } = await createTestUser(t.database, {
      admin: true,
      name: 'Zeynep Öğretmen',
      locale: 'tr',
    });
    const text = await createTextWithQuestions(t, headers, 1);
    const res = await post(
      `/api/texts/${text.textId}/assign`,
      { email: 'new@example.test', due_date: '2099-05-01' },
      headers,
    );
    expect(res.status).toBe(201);
    const mail = await smtp.waitForMail('new@example.test');
    expect(mail.subject).toBe(`Zeynep Öğretmen seni “${text.title}” metnini okumaya davet etti`);
    expect(mail.text).toContain('Merhaba!');
    expect(mail.text).toContain('Lütfen 1 Mayıs 2099 tarihine kadar bitir.');
    expect(mail.text).toContain('7 gün boyunca');
    expect(mail.text).toContain(`Hesabımı kur: ${APP_URL}/signup?`);
    expect(mail.text).toMatch(/İyi okumalar!\r?\nZeynep Öğretmen\r?\nReading Rooms/);
  });
});
