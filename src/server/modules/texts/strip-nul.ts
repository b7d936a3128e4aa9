/**
 * PostgreSQL text cannot hold U+0000 (a NUL in a parameter or in JSON text fails the statement with
 * a 500), and it is never meaningful in a reading text, so it is removed from everything a text is
 * made of: request bodies, EPUB metadata and EPUB content.
 */
export const stripNul = (value: string) => (value.includes('\0') ? value.replaceAll('\0', '') : value);

/** `stripNul` on every string in a parsed JSON body (objects and arrays walked, other values kept). */
export function stripNulDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripNul(value);
  if (Array.isArray(value)) return value.map(stripNulDeep);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripNulDeep(item)]));
  return value;
}
