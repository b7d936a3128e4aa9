/** How many paragraphs' readings are kept: a book's sections come one after another, so a few hundred suffice. */
const MOST_KEPT = 256;

/**
 * `read`, kept by the paragraph it reads for the next sections that read it too, then forgotten: a
 * paragraph is near four sections (`nearby_paragraphs`), and each reads it the same way. `read` must
 * depend on the text alone, and its callers must not change what it returns.
 */
export function keptByText<T>(read: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) return kept.get(text) as T;
    const result = read(text);
    if (kept.size >= MOST_KEPT) kept.clear();
    kept.set(text, result);
    return result;
  };
}
