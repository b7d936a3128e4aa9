import { isApiError, serverMessage, validationMessages } from '#api-client/api-error.ts';

/** docs/product.md §8 strings shown by the account screens, word for word. */
export const messages = {
  verifyBeforeLogin: 'Please check your email to verify your account before logging in.',
  loginFailed: 'Login failed. Please check your credentials.',
  verificationSent: 'Verification email sent successfully. Please check your inbox.',
  resendFailed: 'An error occurred while resending the verification email.',
  invalidInvitation:
    'Your invitation link is invalid or has expired. Please contact the person who invited you to send a new invitation.',
  setupFailed: 'An error occurred during the setup process. Please try again or contact support.',
  somethingWrong: 'Something went wrong. Please try again.',
  invalidResetToken: 'Invalid password reset token.',
  resetLinkSent: 'Password reset link has been sent to your email address.',
  passwordReset: 'Your password has been reset successfully!',
} as const;

/** True when sign-in failed only because the e-mail is not verified yet (403 + flag). */
export function needsVerification(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 403) return false;
  const body = error.body as { email_verification_required?: unknown } | undefined;
  return body?.email_verification_required === true;
}

/**
 * docs/product.md §8 sign-up/setup rule: an invalid invitation, in whatever form the server says it
 * (the 422's message and its `invitation_token` error alike), becomes the friendly sentence; else
 * the errors map joined; the server's message; the thrown one; the fallback.
 */
export function signUpErrorMessage(error: unknown, invitationMode: boolean): string {
  const fieldMessages = validationMessages(error);
  const fromServer = serverMessage(error);
  const saidInvalidInvitation = [...fieldMessages, fromServer ?? ''].some((message) =>
    message.includes('Invalid invitation token'),
  );
  if (invitationMode && saidInvalidInvitation) return messages.invalidInvitation;
  if (fieldMessages.length > 0) return fieldMessages.join(' ');
  if (fromServer) return fromServer;
  if (error instanceof Error && error.message) return `Error: ${error.message}`;
  return messages.setupFailed;
}
