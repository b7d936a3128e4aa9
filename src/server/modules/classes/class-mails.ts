import { INVITATION_DAYS } from '../assignments/invitations.ts';
import { friendlyMail } from '../auth/auth-mails.ts';

/** To an address without an account, added to a class: the link opens sign-up in invitation mode. */
export const classInvitationMail = (email: string, teacher: string, className: string, url: string) =>
  friendlyMail(
    { email },
    `${teacher} added you to the class "${className}"`,
    [
      `${teacher} has added you to the class "${className}" on Reading Rooms, where your teacher gives you texts to read.`,
      `Set up your account with the link below to start reading. It works once, for ${INVITATION_DAYS} days; an earlier invitation link no longer works.`,
    ],
    { label: 'Set up my account', url },
    teacher,
  );
