import type { AssignmentSettings } from '#contract/assignments.ts';
import { assignmentPaths } from '#contract/assignments.ts';
import type { Db } from '../../db/database.ts';
import { notFound, validationError } from '../../http-error.ts';
import { recipientLocale } from '../../i18n/words.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import type { UserRow } from '../auth/user-resource.ts';
import { findUserByEmail, findUsersByEmails } from '../auth/users-repository.ts';
import { wordedNotification } from '../notifications/notification-words.ts';
import type { Notifier } from '../notifications/notify.ts';
import type { TextRow } from '../texts/repository.ts';
import { type AssignedText, assignmentMail, invitationMail } from './assignment-mails.ts';
import { parseDueDate } from './due-date.ts';
import { issueInvitation } from './invitations.ts';
import * as repository from './repository.ts';

export interface AssignDeps {
  db: Db;
  mailer: AppMailer;
  notifications: Notifier;
  appUrl: string;
}

export const ASSIGNMENT_NOTIFICATION = 'assignment_notification';
export const ASSIGNMENT_WORDS_KEY = 'assignmentNew';

/**
 * The stored `assignment_notification` an assignee gets (docs/product.md §3 notification data).
 * assign-to-account.ts builds the same JSON in SQL: change the two together.
 */
export const assignmentNotification = (
  assignment: { uuid: string; dueDate: Date | null },
  text: AssignedText & { id: number },
) =>
  wordedNotification(
    ASSIGNMENT_NOTIFICATION,
    { key: ASSIGNMENT_WORDS_KEY, values: { title: text.title } },
    {
      text_id: text.id,
      text_title: text.title,
      text_author: text.author,
      due_date: assignment.dueDate?.toISOString() ?? null,
      assignment_uuid: assignment.uuid,
    },
  );

export const invitationUrl = (appUrl: string, email: string, token: string) =>
  `${appUrl}/signup?${new URLSearchParams({ email, token })}`;

/** Who a text goes to: an address (with or without an account yet), or a pupil without e-mail. */
type Assignee = Pick<UserRow, 'id' | 'name' | 'email' | 'passwordHash' | 'locale'>;
export type Recipient = { email: string; user: Assignee | undefined } | { email: null; user: Assignee };

/** A password-less user (invited, setup unfinished) is linked but still needs the invitation. */
const needsInvitation = (recipient: Recipient) => recipient.email !== null && !recipient.user?.passwordHash;

/** The new assignments (those not assigned yet), each with its recipient and invitation token. */
async function insertForRecipients(
  db: Db,
  owner: UserRow,
  text: TextRow,
  recipients: Recipient[],
  { dueDate, mode }: { dueDate: Date | null; mode: AssignmentSettings['mode'] },
  classId: number | null,
) {
  const rows = await repository.insertAssignments(
    db,
    recipients.map((r) => ({
      textId: text.id,
      ownerId: owner.id,
      assigneeEmail: r.email,
      assignedUserId: r.user?.id ?? null,
      dueDate,
      mode,
      classId,
    })),
  );
  const made = [];
  for (const row of rows) {
    const recipient = recipients.find((r) =>
      row.assigneeEmail === null
        ? r.email === null && r.user.id === row.assignedUserId
        : r.email === row.assigneeEmail,
    );
    if (!recipient) continue;
    const token =
      needsInvitation(recipient) && recipient.email
        ? await issueInvitation(db, recipient.email, owner.id)
        : null;
    made.push({ assignment: row, recipient, token });
  }
  return made;
}

/**
 * Assigns the owner's text to each recipient who does not have it yet, all or none, and
 * answers the new assignments. Someone with an account is notified (and mailed the accept link if
 * they have an address); a new address gets an invitation (the assignment waits for that address).
 * A pupil without e-mail is notified in the app only. `classId` records the class it went through.
 */
export async function assignToRecipients(
  deps: AssignDeps,
  owner: UserRow,
  text: TextRow,
  recipients: Recipient[],
  settings: AssignmentSettings,
  classId: number | null = null,
) {
  const dueDate = parseDueDate(settings.due_date);
  if (recipients.length === 0) return [];
  // Only an invitation adds statements to the insert; without one, the one multi-row insert is
  // atomic by itself, and a transaction would hold the embedded database's one connection for
  // nothing while a class's answers wait (docs/architecture.md §6).
  const invites = recipients.some(needsInvitation);
  const fields = { dueDate, mode: settings.mode };
  const created = invites
    ? await deps.db.transaction((tx) => insertForRecipients(tx, owner, text, recipients, fields, classId))
    : await insertForRecipients(deps.db, owner, text, recipients, fields, classId);

  for (const { assignment, recipient, token } of created) {
    const { user } = recipient;
    if (user) await deps.notifications.notify(user.id, assignmentNotification(assignment, text));
    if (token && recipient.email) {
      const url = invitationUrl(deps.appUrl, recipient.email, token);
      // Nobody's language is known for an address without an account: the teacher's is used.
      const locale = recipientLocale(user?.locale ?? owner.locale);
      deps.mailer.sendLater(invitationMail(locale, recipient.email, owner.name, text, dueDate, url));
    } else if (user?.email && user.passwordHash) {
      const url = `${deps.appUrl}${assignmentPaths.acceptScreen(assignment.uuid)}`;
      deps.mailer.sendLater(
        assignmentMail(
          recipientLocale(user.locale),
          { name: user.name, email: user.email },
          owner.name,
          text,
          dueDate,
          url,
        ),
      );
    }
  }
  return created.map((c) => c.assignment);
}

/** Assigns the owner's text to one address; a second time for the same address is a 422. */
export async function assignText(
  deps: AssignDeps,
  owner: UserRow,
  text: TextRow,
  email: string,
  settings: AssignmentSettings,
) {
  const user = await findUserByEmail(deps.db, email);
  const [assignment] = await assignToRecipients(deps, owner, text, [{ email, user }], settings);
  if (!assignment) throw assignedAlreadyError();
  return assignment;
}

export const assignedAlreadyError = () =>
  validationError({ email: ['This text has already been assigned to this email address.'] });

/**
 * Assigns the owner's text to several addresses pasted at once; those that already have it are
 * skipped (and named), and a list in which every address has it is a 422.
 */
export async function assignTextToEmails(
  deps: AssignDeps,
  owner: UserRow,
  text: TextRow,
  emails: string[],
  settings: AssignmentSettings,
) {
  const unique = [...new Set(emails)];
  const users = await findUsersByEmails(deps.db, unique);
  const recipients = unique.map((email) => ({ email, user: users.find((u) => u.email === email) }));
  const created = await assignToRecipients(deps, owner, text, recipients, settings);
  if (created.length === 0)
    throw validationError({
      emails: ['This text has already been assigned to every one of these addresses.'],
    });
  const given = new Set(created.map((a) => a.assigneeEmail));
  return { created, skipped: unique.filter((email) => !given.has(email)) };
}

/** A new invitation token for an address this owner assigned to; the old link dies. */
export async function resendInvitation(deps: AssignDeps, owner: UserRow, email: string) {
  const text = await repository.latestTextAssignedBy(deps.db, owner.id, email);
  if (!text) throw notFound('Invitation');
  const user = await findUserByEmail(deps.db, email);
  if (user?.passwordHash) {
    throw validationError({ email: ['This person has already set up their account.'] });
  }
  const token = await issueInvitation(deps.db, email, owner.id);
  await deps.mailer.send(
    invitationMail(
      recipientLocale(user?.locale ?? owner.locale),
      email,
      owner.name,
      text,
      null,
      invitationUrl(deps.appUrl, email, token),
    ),
  );
}
