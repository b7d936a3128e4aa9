import type { Locale } from '#contract/locale-codes.ts';
import { longDate, mailWords } from '../../i18n/words.ts';
import { friendlyMail } from '../auth/auth-mails.ts';
import { INVITATION_DAYS } from './invitations.ts';

export interface AssignedText {
  title: string;
  author: string;
}

const dueLine = (locale: Locale, dueDate: Date | null) =>
  dueDate ? [mailWords(locale)('dueBy', { date: longDate(locale, dueDate) })] : [];

/** To someone who already has an account, in their language: the link opens the accept screen. */
export function assignmentMail(
  locale: Locale,
  to: { name: string; email: string },
  inviter: string,
  text: AssignedText,
  dueDate: Date | null,
  url: string,
) {
  const words = mailWords(locale);
  const { title, author } = text;
  return friendlyMail(
    locale,
    to,
    words('assignment.subject', { title }),
    [words('assignment.newText', { title, author }), ...dueLine(locale, dueDate)],
    { label: words('assignment.action'), url },
    inviter,
  );
}

/**
 * To an address without an account: the link opens sign-up in invitation mode. Nobody's name or
 * language is known yet, so it greets without a name (never the address), in the inviting
 * teacher's language, and is signed by that teacher.
 */
export function invitationMail(
  locale: Locale,
  email: string,
  inviter: string,
  text: AssignedText,
  dueDate: Date | null,
  url: string,
) {
  const words = mailWords(locale);
  const { title, author } = text;
  return friendlyMail(
    locale,
    { email },
    words('invitation.subject', { inviter, title }),
    [
      words('invitation.assigned', { inviter, title, author }),
      ...dueLine(locale, dueDate),
      words('setUpAccount.body', { count: INVITATION_DAYS }),
    ],
    { label: words('setUpAccount.action'), url },
    inviter,
  );
}
