/**
 * Pasted text → paragraphs: split on blank lines; a text without any blank line is split on
 * single line breaks instead. Paragraphs are trimmed and empty ones dropped.
 */
export function splitParagraphs(content: string): string[] {
  const normalised = content.replace(/\r\n?/g, '\n');
  const separator = /\n[ \t]*\n/.test(normalised) ? /\n[ \t]*\n+/ : /\n/;
  return normalised
    .split(separator)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
