import { serverMessage, validationMessages } from '#api-client/api-error.ts';

export const UPLOAD_FAILED = 'Failed to upload content. Please try again later.';
export const UPDATE_FAILED = 'Failed to update text. Please try again later.';

/** docs/product.md §8 upload failure: the errors map's messages; else the server's message; else the fallback. */
export function uploadFailureMessages(error: unknown): string[] {
  const listed = validationMessages(error);
  if (listed.length > 0) return listed;
  return [serverMessage(error) ?? UPLOAD_FAILED];
}

/** docs/product.md §8 edit failure: the errors map's messages, or the fallback. */
export function updateFailureMessages(error: unknown): string[] {
  const listed = validationMessages(error);
  return listed.length > 0 ? listed : [UPDATE_FAILED];
}
