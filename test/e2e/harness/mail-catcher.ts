import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLoopbackSmtp } from '#test/harness/loopback-smtp.ts';
import { freePort } from './free-port.ts';

export interface MailCatcher {
  /** e.g. smtp://127.0.0.1:2525 — what the server under test gets as SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that writes each message to `mailDir` as `<recipient>-<n>.eml`,
 * so test files (in other worker processes than this global setup) can read what was sent. Each
 * file is written under a temporary name and renamed: a reader never sees half a message.
 */
export async function startMailCatcher(mailDir: string): Promise<MailCatcher> {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const writeMessage = (to: string[], raw: Buffer) => {
    count += 1;
    for (const address of to) {
      const partial = join(mailDir, `.partial-${count}`);
      writeFileSync(partial, raw);
      renameSync(partial, join(mailDir, `${address}-${count}.eml`));
    }
  };
  return startLoopbackSmtp(writeMessage, await freePort());
}
