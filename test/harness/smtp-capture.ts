import { EventEmitter } from 'node:events';
import { startLoopbackSmtp } from './loopback-smtp.ts';

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text/plain part (or the whole body of a single-part message). */
  text: string;
  /** The decoded text/html part, '' when there is none. */
  html: string;
  /** Every http(s) link in the text part, in order. */
  links: string[];
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:PORT`, ready for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** The next not yet awaited message to `to`; rejects after `timeoutMs`. */
  waitForMail(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port that keeps every message it accepts. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const arrivals = new EventEmitter();
  const smtp = await startLoopbackSmtp((to, raw) => {
    messages.push(parseMail(to, raw.toString('utf8')));
    arrivals.emit('mail');
  });

  const take = (to: string) => {
    const found = messages.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
    if (found) taken.add(found);
    return found;
  };

  return {
    url: smtp.url,
    messages,
    waitForMail: (to, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = take(to);
          if (!found) return;
          clearTimeout(timer);
          arrivals.off('mail', check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', check);
          const seen = messages.map((m) => m.to.join(',')).join('; ') || 'none';
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        arrivals.on('mail', check);
        check();
      }),
    close: smtp.close,
  };
}

function parseMail(to: string[], raw: string): CapturedMail {
  const text = textPart(raw) ?? '';
  const html = textPart(raw, 'text/html') ?? '';
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const subject = decodeEncodedWords(header);
  return { to, raw, subject, text, html, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
}

/** A header with non-ASCII words (RFC 2047: `=?UTF-8?Q?...?=` or `=?UTF-8?B?...?=`) as its text. */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
}

/** Walks the MIME tree far enough to find the part of `wanted` type and undo its transfer encoding. */
function textPart(entity: string, wanted = 'text/plain'): string | undefined {
  const split = entity.search(/\r?\n\r?\n/);
  const head = split < 0 ? entity : entity.slice(0, split);
  const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = /^Content-Type:\s*([^;\s]+)/im.exec(head)?.[1]?.toLowerCase() ?? 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
    if (!boundary) return undefined;
    const parts = body.split(`--${boundary}`).slice(1, -1);
    for (const part of parts) {
      const found = textPart(part.replace(/^\r?\n/, ''), wanted);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (type !== wanted) return undefined;
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
