import { useNavigate } from '@tanstack/react-router';
import { serverMessage } from '#api-client/api-error.ts';
import { deleteTextAssignment, resendInvitation } from '#api-client/assignments.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';
import type { OwnerAssignment } from '#contract/assignments.ts';
import { assigneeEmail } from './assignee-tags.ts';
import { resendInvitationError } from './owner-messages.ts';
import { notifyOwner } from './owner-toast.ts';

/** Open, resend and delete, with the toasts of docs/product.md §8; `reload` refreshes the table afterwards. */
export function useOwnerCommands(textId: number, reload: () => Promise<void>) {
  const { t } = useTranslation('textAssignments');
  const api = useApi();
  const navigate = useNavigate();
  return {
    /**
     * docs/product.md §2: the read-only review of the pupil's work, whatever its state. The pupil's
     * reader would offer answer buttons whose clicks the server refuses (issue 19).
     */
    open(assignment: OwnerAssignment) {
      void navigate({
        to: '/texts/$id/assignments/$uuid',
        params: { id: String(textId), uuid: assignment.uuid },
      });
    },
    async resend(assignment: OwnerAssignment) {
      try {
        const response = await resendInvitation(api, assigneeEmail(assignment) ?? '');
        notifyOwner('green', t('toasts.invitationResent'), response.message);
      } catch (error) {
        notifyOwner('red', t('toasts.resendFailed'), resendInvitationError(error));
      }
      await reload();
    },
    async remove(assignment: OwnerAssignment) {
      try {
        const response = await deleteTextAssignment(api, textId, assignment.uuid);
        notifyOwner('green', t('toasts.deleted'), response.message);
      } catch (error) {
        notifyOwner('red', t('toasts.deleteFailed'), serverMessage(error) ?? t('toasts.notDeleted'));
      }
      await reload();
    },
  };
}
