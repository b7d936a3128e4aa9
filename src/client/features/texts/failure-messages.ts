import { serverMessage, validationMessages } from '#api-client/api-error.ts';
import { i18n } from '#client/i18n/i18n.ts';
import { inScreenLanguage } from '#client/i18n/server-words.ts';

/** docs/product.md §8 upload failure: the errors map's messages; else the server's message; else the fallback. */
export function uploadFailureMessages(error: unknown): string[] {
  const listed = validationMessages(error);
  if (listed.length > 0) return listed.map(inScreenLanguage);
  const said = serverMessage(error);
  return [said === undefined ? i18n.t('form.uploadFailed', { ns: 'texts' }) : inScreenLanguage(said)];
}

/** docs/product.md §8 edit failure: the errors map's messages, or the fallback. */
export function updateFailureMessages(error: unknown): string[] {
  const listed = validationMessages(error);
  return listed.length > 0 ? listed.map(inScreenLanguage) : [i18n.t('form.updateFailed', { ns: 'texts' })];
}
