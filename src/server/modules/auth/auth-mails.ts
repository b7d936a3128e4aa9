import type { Locale } from '#contract/locale-codes.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { mailWords } from '../../i18n/words.ts';

interface Recipient {
  /** Unknown for an invited address: the greeting then names nobody rather than the address. */
  name?: string;
  email: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Short, friendly wording a child or a teacher can follow; plain text plus a simple HTML twin, in
 * the recipient's language. `signedBy` is the person who sent it (the teacher who assigned a text),
 * else Reading Rooms alone.
 */
export function friendlyMail(
  locale: Locale,
  to: Recipient,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  signedBy?: string,
) {
  const words = mailWords(locale);
  const greeting = to.name ? words('greeting', { name: to.name }) : words('greetingNobody');
  const signature = signedBy ? [signedBy, words('appName')] : [words('appName')];
  const closing = [words('signOff'), ...signature];
  const text = [greeting, ...lines, `${action.label}: ${action.url}`, closing.join('\n')];
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: sans-serif; font-size: 16px; line-height: 1.5; color: #1f2933;">
<p>${escapeHtml(greeting)}</p>
${paragraphs}
<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 12px 20px; background: #2f80ed; color: #fff; border-radius: 8px; text-decoration: none;">${escapeHtml(action.label)}</a></p>
<p>${closing.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { to: to.email, subject, text: text.join('\n\n'), html } satisfies MailMessage;
}

export function verificationMail(locale: Locale, to: Recipient, url: string) {
  const words = mailWords(locale);
  return friendlyMail(
    locale,
    to,
    words('verification.subject'),
    [words('verification.welcome'), words('verification.expiry')],
    { label: words('verification.action'), url },
  );
}

export function passwordResetMail(locale: Locale, to: Recipient, url: string) {
  const words = mailWords(locale);
  return friendlyMail(
    locale,
    to,
    words('passwordReset.subject'),
    [words('passwordReset.asked'), words('passwordReset.expiry')],
    { label: words('passwordReset.action'), url },
  );
}
