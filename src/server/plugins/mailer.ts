import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileMailer } from '../adapters/mail/file-mailer.ts';
import type { Mailer, MailMessage } from '../adapters/mail/mailer.ts';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer.ts';
import type { Config } from '../config.ts';

export interface AppMailer {
  /** Sends and waits; a failure throws to the caller. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the request wait, logging a failure: answers that must not reveal whether
   * an address exists (resend, forgot password) then take the same time either way.
   */
  sendLater(message: MailMessage): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: AppMailer;
  }
}

/** `app.mailer`: SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/mail with links printed. */
export default fp(
  async function mailerPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { config } = opts;
    const mailer: Mailer = config.smtpUrl
      ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
      : createFileMailer({
          dir: join(config.dataDir, 'mail'),
          from: config.mailFrom,
          print: config.env === 'test' ? () => {} : (line) => console.log(line),
        });
    const inFlight = new Set<Promise<void>>();

    app.decorate('mailer', {
      send: (message) => mailer.send(message),
      sendLater(message) {
        // Started on the next turn of the event loop: what the caller does next (the broadcasts of
        // a teacher's ten assigns at once, the answers) goes out before the mail is composed.
        const sending = new Promise<void>((started) => setImmediate(started))
          .then(() => mailer.send(message))
          .catch((error: unknown) => app.log.error({ err: error, to: message.to }, 'sending mail failed'))
          .finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      },
    } satisfies AppMailer);

    // Let mails still being sent finish before the transport closes.
    app.addHook('onClose', async () => {
      await Promise.allSettled([...inFlight]);
      await mailer.close();
    });
  },
  { name: 'mailer' },
);
