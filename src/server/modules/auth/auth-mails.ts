import type { MailMessage } from '../../adapters/mail/mailer.ts';

interface Recipient {
  /** Unknown for an invited address: the greeting then names nobody rather than the address. */
  name?: string;
  email: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Short, friendly wording a child or a teacher can follow; plain text plus a simple HTML twin.
 * `signedBy` is the person who sent it (the teacher who assigned a text), else Reading Rooms alone.
 */
export function friendlyMail(
  to: Recipient,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  signedBy?: string,
) {
  const greeting = to.name ? `Hello ${to.name},` : 'Hello!';
  const signature = signedBy ? [signedBy, 'Reading Rooms'] : ['Reading Rooms'];
  const text = [
    greeting,
    ...lines,
    `${action.label}: ${action.url}`,
    ['Happy reading!', ...signature].join('\n'),
  ];
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; font-size: 16px; line-height: 1.5; color: #1f2933;">
<p>${escapeHtml(greeting)}</p>
${paragraphs}
<p><a href="${escapeHtml(action.url)}" style="display: inline-block; padding: 12px 20px; background: #2f80ed; color: #fff; border-radius: 8px; text-decoration: none;">${escapeHtml(action.label)}</a></p>
<p>${['Happy reading!', ...signature].map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { to: to.email, subject, text: text.join('\n\n'), html } satisfies MailMessage;
}

export const verificationMail = (to: Recipient, url: string) =>
  friendlyMail(
    to,
    'Please confirm your e-mail address',
    [
      'Welcome to Reading Rooms! Please confirm your e-mail address so you can sign in and start reading.',
      'The link works for 60 minutes. If you did not sign up, you can ignore this e-mail.',
    ],
    { label: 'Confirm my e-mail', url },
  );

export const passwordResetMail = (to: Recipient, url: string) =>
  friendlyMail(
    to,
    'Reset your Reading Rooms password',
    [
      'Someone asked to reset the password of your Reading Rooms account. You can choose a new one with the link below.',
      'The link works once, for 60 minutes. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    ],
    { label: 'Choose a new password', url },
  );
