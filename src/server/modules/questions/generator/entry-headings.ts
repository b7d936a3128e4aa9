/** "› display-seq", "› xml:lang": a reference entry headed by its name alone on its line. */
const ENTRY_HEADING = /^›\s*(?<name>[a-z][\w.-]*(?::[a-z][\w.-]*)?)$/u;

/**
 * The names a reference list heads its entries with ("› alternate-script", "› display-seq"), in
 * the text's order, each once. The entries of one list name things of one kind: beside "The
 * display-seq property" the others are properties too (docs/questions.md).
 */
export function entryHeadings(paragraphs: string[]): string[] {
  const names = paragraphs.flatMap((paragraph) => paragraph.trim().match(ENTRY_HEADING)?.groups?.name ?? []);
  return [...new Set(names)];
}
