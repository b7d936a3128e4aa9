import { decodeHTML } from 'entities';
import { type PlacedLine, placedParagraphs } from './placed-lines.ts';

const openTag = /<([a-zA-Z][\w:.-]*)\b([^>]*?)(\/?)>/g;
const styleAttribute = /(?:^|\s)style\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const absolute = /position\s*:\s*absolute/i;
/** How much markup the search for boxes' ends may read, all boxes together (a real page: a few times its size). */
const MAX_SCANNED_CHARS = 20_000_000;

const styleOf = (attributes: string) => {
  const match = styleAttribute.exec(attributes);
  return match ? (match[1] ?? match[2] ?? '') : '';
};

/** A `top` or `left` of an inline style as a number (all of one page's boxes use one unit). */
function offset(style: string, property: 'top' | 'left'): number | undefined {
  const match = new RegExp(`(?:^|[;\\s])${property}\\s*:\\s*(-?\\d*\\.?\\d+)`, 'i').exec(style);
  return match ? Number(match[1]) : undefined;
}

/** Where the content of the element named `name`, starting at `contentStart`, ends. */
function contentEnd(source: string, name: string, contentStart: number): number {
  const tags = new RegExp(`<(/?)${name.replace(/[.]/g, '\\.')}\\b[^>]*?(/?)>`, 'gi');
  tags.lastIndex = contentStart;
  let depth = 1;
  for (let tag = tags.exec(source); tag; tag = tags.exec(source)) {
    if (tag[1]) depth -= 1;
    else if (!tag[2]) depth += 1;
    if (depth === 0) return tag.index;
  }
  return source.length;
}

/** The words of a box: markup flattened (a line break is a space), scripts and styles dropped. */
const wordsOf = (html: string) =>
  decodeHTML(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<br\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The text of a fixed-layout XHTML page whose words sit in absolutely positioned boxes (inline
 * `position: absolute; top; left`), as paragraphs in reading order whatever the order of the
 * markup (placed-lines.ts). Null when the page has no positioned text: it is read as a flowing one.
 * A box holding positioned boxes is read through them.
 */
export function positionedParagraphs(source: string): string[] | null {
  if (!absolute.test(source)) return null;
  const lines: PlacedLine[] = [];
  let scanned = 0;
  for (const match of source.matchAll(openTag)) {
    const style = styleOf(match[2] ?? '');
    const top = absolute.test(style) && !match[3] ? offset(style, 'top') : undefined;
    if (top === undefined) continue;
    const start = match.index + match[0].length;
    const end = contentEnd(source, match[1] ?? '', start);
    scanned += end - start;
    // Unclosed boxes would make every search run to the end: hostile markup is read as flowing text.
    if (scanned > MAX_SCANNED_CHARS) return null;
    const inner = source.slice(start, end);
    if (absolute.test(inner)) continue;
    const text = wordsOf(inner);
    if (text) lines.push({ x: offset(style, 'left') ?? 0, y: top, text });
  }
  return lines.length > 0 ? placedParagraphs(lines) : null;
}
