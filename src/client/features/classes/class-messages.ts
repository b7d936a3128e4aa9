import { serverMessage, validationMessages } from '#api-client/api-error.ts';
import { inScreenLanguage } from '#client/i18n/server-words.ts';

/** The 422's field messages, else the server's message (in the language on screen), else `fallback`: one sentence for a toast or an alert. */
export function classErrorMessage(error: unknown, fallback: string): string {
  const messages = validationMessages(error);
  if (messages.length > 0) return messages.map(inScreenLanguage).join(' ');
  const said = serverMessage(error);
  return said === undefined ? fallback : inScreenLanguage(said);
}

/** A pasted list, one name per line; blank lines and surrounding spaces are dropped. */
export const namesFromPaste = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
