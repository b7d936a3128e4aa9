import { serverMessage, validationMessages } from '#api-client/api-error.ts';
import { i18n } from '#client/i18n/i18n.ts';
import { inScreenLanguage } from '#client/i18n/server-words.ts';

/** Every message of a Laravel errors map, joined; undefined when the failure carried none. */
function errorsMapMessage(error: unknown): string | undefined {
  const messages = validationMessages(error);
  return messages.length > 0 ? messages.map(inScreenLanguage).join(' ') : undefined;
}

/** The server's message, in the language on screen. */
const fromServer = (error: unknown) => {
  const said = serverMessage(error);
  return said === undefined ? undefined : inScreenLanguage(said);
};

/** docs/product.md §8: the creation errors map, else 'An error occurred while creating the assignment.' */
export const createAssignmentError = (error: unknown) =>
  errorsMapMessage(error) ?? fromServer(error) ?? i18n.t('toasts.createError', { ns: 'textAssignments' });

/** docs/product.md §8: the server's message, else 'An error occurred while resending the invitation.' */
export const resendInvitationError = (error: unknown) =>
  fromServer(error) ?? i18n.t('toasts.resendError', { ns: 'textAssignments' });
