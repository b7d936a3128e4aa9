import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface LoopbackSmtp {
  /** `smtp://127.0.0.1:PORT`, ready for SMTP_URL. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (no TLS, no auth) that hands every accepted message, with its
 * lower-cased recipients, to `onMail`. Port 0 lets the system pick a free one.
 */
export async function startLoopbackSmtp(
  onMail: (to: string[], raw: Buffer) => void,
  port = 0,
): Promise<LoopbackSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMail(
          session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
