import type { AssignRequest } from '#contract/assignments.ts';
import { assignmentPaths } from '#contract/assignments.ts';
import type { NotificationInput } from '#contract/notifications.ts';
import type { Db } from '../../db/database.ts';
import { notFound, validationError } from '../../http-error.ts';
import type { AppMailer } from '../../plugins/mailer.ts';
import type { UserRow } from '../auth/user-resource.ts';
import { findUserByEmail } from '../auth/users-repository.ts';
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

/** The stored `assignment_notification` an assignee gets (docs/product.md §3 notification data). */
export const assignmentNotification = (
  assignment: { uuid: string; dueDate: Date | null },
  text: AssignedText & { id: number },
): NotificationInput => ({
  type: 'assignment_notification',
  data: {
    message: `You have a new reading assignment: ${text.title}`,
    text_id: text.id,
    text_title: text.title,
    text_author: text.author,
    due_date: assignment.dueDate?.toISOString() ?? null,
    assignment_uuid: assignment.uuid,
  },
});

export const invitationUrl = (appUrl: string, email: string, token: string) =>
  `${appUrl}/signup?${new URLSearchParams({ email, token })}`;

/**
 * Assigns the owner's text to an address. Someone with an account is linked at once, notified and
 * mailed the accept link; a new address gets an invitation (the assignment waits for that address).
 */
export async function assignText(deps: AssignDeps, owner: UserRow, text: TextRow, body: AssignRequest) {
  const dueDate = parseDueDate(body.due_date);
  const assignee = await findUserByEmail(deps.db, body.email);
  // A password-less user (invited, setup unfinished) is linked but still needs the invitation.
  const hasAccount = Boolean(assignee?.passwordHash);
  const { assignment, token } = await deps.db.transaction(async (tx) => {
    const inserted = await repository.insertAssignment(tx, {
      textId: text.id,
      ownerId: owner.id,
      assigneeEmail: body.email,
      assignedUserId: assignee?.id ?? null,
      dueDate,
      mode: body.mode,
    });
    if (!inserted)
      throw validationError({ email: ['This text has already been assigned to this email address.'] });
    return {
      assignment: inserted,
      token: hasAccount ? null : await issueInvitation(tx, body.email, owner.id),
    };
  });

  if (assignee) await deps.notifications.notify(assignee.id, assignmentNotification(assignment, text));
  if (assignee && hasAccount) {
    const url = `${deps.appUrl}${assignmentPaths.acceptScreen(assignment.uuid)}`;
    deps.mailer.sendLater(assignmentMail(assignee, owner.name, text, dueDate, url));
  } else if (token) {
    const url = invitationUrl(deps.appUrl, body.email, token);
    deps.mailer.sendLater(invitationMail(body.email, owner.name, text, dueDate, url));
  }
  return assignment;
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
    invitationMail(email, owner.name, text, null, invitationUrl(deps.appUrl, email, token)),
  );
}
