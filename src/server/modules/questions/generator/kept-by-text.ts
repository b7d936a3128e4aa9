/**
 * How many paragraphs' readings are kept. A book's sections come one after another, and a section
 * reads its own paragraphs and those of the two sections either side (20 in all): the last 64 read
 * hold every one the next section needs.
 */
const MOST_KEPT = 64;

/**
 * `read`, kept by the paragraph it reads for the next sections that read it too, the oldest
 * forgotten first: a paragraph is near four sections (`nearby_paragraphs`), and each reads it the
 * same way. `read` must depend on the text alone, and its callers must not change what it returns.
 */
export function keptByText<T>(read: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) return kept.get(text) as T;
    const result = read(text);
    if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(text, result);
    return result;
  };
}
