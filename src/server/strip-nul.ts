/**
 * PostgreSQL text cannot hold U+0000 (a NUL in a parameter or in JSON text fails the statement with
 * a 500), and it is never meaningful in a name, an address or a reading text, so it is removed from
 * every JSON body (plugins/nul-free-bodies.ts) and from EPUB metadata and content.
 */
export const stripNul = (value: string) => (value.includes('\0') ? value.replaceAll('\0', '') : value);

/** No body of the API nests deeper than this (the editor's `paragraphs[i].content` is three levels). */
const MAX_DEPTH = 8;

/**
 * `stripNul` on every string in a parsed JSON body (objects and arrays walked, other values kept).
 * Below MAX_DEPTH a body is left as it is: its schema refuses it anyway, and an unbounded walk
 * overflowed the stack on a body nested 10,000 deep (a 500 instead of a 422).
 */
export function stripNulDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return stripNul(value);
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => stripNulDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripNulDeep(item, depth + 1)]));
}
