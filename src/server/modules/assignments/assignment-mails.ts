import { friendlyMail } from '../auth/auth-mails.ts';
import { INVITATION_DAYS } from './invitations.ts';

export interface AssignedText {
  title: string;
  author: string;
}

const dueLine = (dueDate: Date | null) =>
  dueDate
    ? [`Please finish it by ${dueDate.toLocaleDateString('en-GB', { timeZone: 'UTC', dateStyle: 'long' })}.`]
    : [];

/** To someone who already has an account: the link opens the accept screen; signed by the teacher. */
export const assignmentMail = (
  to: { name: string; email: string },
  inviter: string,
  text: AssignedText,
  dueDate: Date | null,
  url: string,
) =>
  friendlyMail(
    to,
    `New reading assignment: ${text.title}`,
    [`You have a new text to read: "${text.title}" by ${text.author}.`, ...dueLine(dueDate)],
    { label: 'Open my assignment', url },
    inviter,
  );

/**
 * To an address without an account: the link opens sign-up in invitation mode. Nobody's name is
 * known yet, so it greets without one (never the address) and is signed by the inviting teacher.
 */
export const invitationMail = (
  email: string,
  inviter: string,
  text: AssignedText,
  dueDate: Date | null,
  url: string,
) =>
  friendlyMail(
    { email },
    `${inviter} invited you to read "${text.title}"`,
    [
      `${inviter} has assigned you "${text.title}" by ${text.author} on Reading Rooms.`,
      ...dueLine(dueDate),
      `Set up your account with the link below to start reading. It works once, for ${INVITATION_DAYS} days; an earlier invitation link no longer works.`,
    ],
    { label: 'Set up my account', url },
    inviter,
  );
