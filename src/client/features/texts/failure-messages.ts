import { serverMessage, validationMessages } from '#api-client/api-error.ts';
import { i18n } from '#client/i18n/i18n.ts';

/** docs/product.md §8 upload failure: the errors map's messages; else the server's message; else the fallback. */
export function uploadFailureMessages(error: unknown): string[] {
  const listed = validationMessages(error);
  if (listed.length > 0) return listed;
  return [serverMessage(error) ?? i18n.t('form.uploadFailed', { ns: 'texts' })];
}

/** docs/product.md §8 edit failure: the errors map's messages, or the fallback. */
export function updateFailureMessages(error: unknown): string[] {
  const listed = validationMessages(error);
  return listed.length > 0 ? listed : [i18n.t('form.updateFailed', { ns: 'texts' })];
}
