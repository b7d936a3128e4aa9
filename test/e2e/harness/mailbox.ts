import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function decodeQuotedPrintable(body: string) {
  const binary = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(binary, 'latin1').toString('utf8');
}

/** One MIME entity's body as text, its transfer encoding undone; multiparts are decoded part by part. */
function decodeEntity(entity: string): string {
  const headerEnd = entity.search(/\r?\n\r?\n/);
  if (headerEnd < 0) return entity;
  const headers = entity.slice(0, headerEnd);
  const body = entity.slice(headerEnd).trim();
  const boundary = headers.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (boundary) return body.split(`--${boundary}`).map(decodeEntity).join('\n');
  const encoding = headers.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Waits for the first message the mail catcher stored for `recipient`; returns its decoded text. */
export async function waitForMail(mailDir: string, recipient: string, timeoutMs = 15_000) {
  const prefix = `${recipient.toLowerCase()}-`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const file = readdirSync(mailDir).find((name) => name.startsWith(prefix));
    if (file) return decodeEntity(readFileSync(join(mailDir, file), 'latin1'));
    await sleep(100);
  }
  throw new Error(`No e-mail to ${recipient} within ${timeoutMs} ms`);
}

/** The first link in a message whose URL contains `fragment` (HTML entities undone). */
export function findLink(message: string, fragment: string) {
  const link = message.match(/https?:\/\/[^\s"'<>]+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in:\n${message}`);
  return link.replaceAll('&amp;', '&');
}
