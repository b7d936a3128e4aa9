import { serverMessage, validationMessages } from '#api-client/api-error.ts';

/** Every message of a Laravel errors map, joined; undefined when the failure carried none. */
function errorsMapMessage(error: unknown): string | undefined {
  const messages = validationMessages(error);
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** docs/product.md §8: the creation errors map, else 'An error occurred while creating the assignment.' */
export const createAssignmentError = (error: unknown) =>
  errorsMapMessage(error) ?? serverMessage(error) ?? 'An error occurred while creating the assignment.';

/** docs/product.md §8: the server's message, else 'An error occurred while resending the invitation.' */
export const resendInvitationError = (error: unknown) =>
  serverMessage(error) ?? 'An error occurred while resending the invitation.';
