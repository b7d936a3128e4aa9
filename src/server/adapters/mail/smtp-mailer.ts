import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/** Production mail through any SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
