import { i18n } from '#client/i18n/i18n.ts';
import type { OwnerAssignment } from '#contract/assignments.ts';

export type AssigneeTag = 'Pending Setup' | 'Invitation pending';

/**
 * docs/product.md §2: 'Invitation pending' when nobody with the address has an account yet; 'Pending Setup'
 * when the assignee has no password yet and an invitation exists (docs/product.md §3: has_password defaults to false).
 */
export function assigneeTag(assignment: OwnerAssignment): AssigneeTag | null {
  const user = assignment.assigned_user;
  if (!user) return 'Invitation pending';
  if (!(user.has_password ?? false) && assignment.has_invitation) return 'Pending Setup';
  return null;
}

/** An unused invitation exists and the person has not finished setting up: it can be sent again. */
export const canResendInvitation = (assignment: OwnerAssignment) =>
  assignment.has_invitation && assigneeTag(assignment) !== null;

/** The address it went to; null for a pupil without e-mail (added to a class by name). */
export const assigneeEmail = (assignment: OwnerAssignment) =>
  assignment.assigned_user?.email ?? assignment.assignee_email;

/** Who it went to, in words: the address, or the name of a pupil without one. */
export const assigneeLabel = (assignment: OwnerAssignment) =>
  assigneeEmail(assignment) ?? assignment.assigned_user?.name ?? i18n.t('aPupil', { ns: 'textAssignments' });
