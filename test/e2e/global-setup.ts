import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './harness/mail-catcher.ts';
import { startServerProcess } from './harness/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    clientDir: string;
    mailDir: string;
  }
}

/**
 * One server and one SMTP catcher for the whole e2e run (starting the server dominates its time):
 * the built app served as `npm run serve` does, mail going over real SMTP to `mailDir`.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'rr-e2e-'));
  const mailDir = join(workDir, 'mail-caught');
  const mail = await startMailCatcher(mailDir);
  const server = await startServerProcess(join(workDir, 'server'), {
    SMTP_URL: mail.url,
    ADMIN_EMAIL: 'admin@example.test',
    ADMIN_PASSWORD: 'admin-password-e2e',
    // Every file signs the one admin in, several times a minute when files run side by side; the
    // limit itself is tested in the integration suite (auth-session).
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  }).catch(async (error: unknown) => {
    await mail.close();
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('clientDir', server.clientDir);
  project.provide('mailDir', mailDir);
  return async () => {
    await server.stop();
    await mail.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}
