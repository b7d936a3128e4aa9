import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** The public address the app writes into its e-mails' links in these tests. */
export const TEST_APP_URL = 'http://reading-rooms.test';

export interface TestAppWithMail extends TestApp {
  /** The loopback SMTP server the app sends through; it keeps every message. */
  smtp: SmtpCapture;
}

/**
 * The real server sending real mail to a loopback SMTP server, with links to TEST_APP_URL; `close`
 * stops both. `env` adds to (or overrides) the app's configuration.
 */
export async function startTestAppWithMail(env: Record<string, string> = {}): Promise<TestAppWithMail> {
  const smtp = await startSmtpCapture();
  const app = await startTestApp({ SMTP_URL: smtp.url, APP_URL: TEST_APP_URL, ...env });
  return {
    ...app,
    smtp,
    close: async () => {
      await app.close();
      await smtp.close();
    },
  };
}
