import type { TFunction } from 'i18next';
import { isApiError, serverMessage, validationMessages } from '#api-client/api-error.ts';
import { inScreenLanguage } from '#client/i18n/server-words.ts';

/** True when sign-in failed only because the e-mail is not verified yet (403 + flag). */
export function needsVerification(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 403) return false;
  const body = error.body as { email_verification_required?: unknown } | undefined;
  return body?.email_verification_required === true;
}

/**
 * docs/product.md §8 sign-up/setup rule (the words are in the `auth` catalogue, §8's word for word): an invalid invitation, in whatever form the server says it
 * (the 422's message and its `invitation_token` error alike), becomes the friendly sentence; else
 * the errors map joined; the server's message; the thrown one; the fallback. The server's sentences
 * are worded in the language on screen, so call it at display (the words may arrive, or the language change).
 */
export function signUpErrorMessage(error: unknown, invitationMode: boolean, t: TFunction<'auth'>): string {
  const fieldMessages = validationMessages(error);
  const fromServer = serverMessage(error);
  const saidInvalidInvitation = [...fieldMessages, fromServer ?? ''].some((message) =>
    message.includes('Invalid invitation token'),
  );
  if (invitationMode && saidInvalidInvitation) return t('messages.invalidInvitation');
  if (fieldMessages.length > 0) return fieldMessages.map(inScreenLanguage).join(' ');
  if (fromServer) return inScreenLanguage(fromServer);
  if (error instanceof Error && error.message) return t('messages.errorPrefix', { message: error.message });
  return t('messages.setupFailed');
}
