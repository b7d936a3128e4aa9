import type { Locale } from '#contract/locale-codes.ts';
import { mailWords } from '../../i18n/words.ts';
import { INVITATION_DAYS } from '../assignments/invitations.ts';
import { friendlyMail } from '../auth/auth-mails.ts';

/**
 * To an address without an account, added to a class: the link opens sign-up in invitation mode.
 * Written in the teacher's language, the only one known for someone without an account.
 */
export function classInvitationMail(
  locale: Locale,
  email: string,
  teacher: string,
  className: string,
  url: string,
) {
  const words = mailWords(locale);
  return friendlyMail(
    locale,
    { email },
    words('classInvitation.subject', { teacher, className }),
    [
      words('classInvitation.added', { teacher, className }),
      words('setUpAccount.body', { count: INVITATION_DAYS }),
    ],
    { label: words('setUpAccount.action'), url },
    teacher,
  );
}
