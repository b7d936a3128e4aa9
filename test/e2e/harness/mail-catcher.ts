import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';

export interface MailCatcher {
  /** e.g. smtp://127.0.0.1:2525 — what the server under test gets as SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that writes each message to `mailDir` as `<recipient>-<n>.eml`,
 * so test files (in other worker processes than this global setup) can read what was sent.
 */
export async function startMailCatcher(mailDir: string): Promise<MailCatcher> {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        for (const rcpt of session.envelope.rcptTo) {
          writeFileSync(join(mailDir, `${rcpt.address.toLowerCase()}-${count}.eml`), Buffer.concat(chunks));
        }
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
