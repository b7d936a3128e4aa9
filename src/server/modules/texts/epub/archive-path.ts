import { posix } from 'node:path';

/** A percent-encoded address as a path; one that is not validly encoded is taken as written. */
function decoded(href: string) {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

/**
 * The archive path an address written in the document at `documentPath` points to (an image, a
 * stylesheet); undefined for an external, absolute or inline (`data:`) address.
 */
export function archivePath(documentPath: string, href: string): string | undefined {
  const path = href.split('#')[0]?.trim() ?? '';
  if (path === '' || path.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(path)) return undefined;
  return posix.normalize(posix.join(posix.dirname(documentPath), decoded(path)));
}
