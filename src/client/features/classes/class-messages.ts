import { serverMessage, validationMessages } from '#api-client/api-error.ts';

/** The 422's field messages, else the server's message, else `fallback`: one sentence for a toast or an alert. */
export function classErrorMessage(error: unknown, fallback: string): string {
  const messages = validationMessages(error);
  return messages.length > 0 ? messages.join(' ') : (serverMessage(error) ?? fallback);
}

/** A pasted list, one name per line; blank lines and surrounding spaces are dropped. */
export const namesFromPaste = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
