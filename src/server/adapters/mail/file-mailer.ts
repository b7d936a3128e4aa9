import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { linksIn, type Mailer, type MailMessage } from './mailer.ts';

export interface FileMailerOptions {
  /** Folder the `.eml` files go to (`DATA_DIR/mail`). */
  dir: string;
  from: string;
  /** Where the links are announced; the console by default, silent in tests. */
  print: (line: string) => void;
}

/**
 * The zero-config mailer: each message becomes an RFC 822 `.eml` file (open it in any mail client)
 * and its links are printed, so a developer can follow a verification link without an SMTP server.
 */
export function createFileMailer(options: FileMailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(options.dir, name), info.message);
      for (const link of linksIn(message.text)) options.print(`✉ mail to ${message.to}: ${link}`);
    },
    async close() {
      transport.close();
    },
  };
}
