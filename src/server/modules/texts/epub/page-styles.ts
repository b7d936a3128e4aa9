import { archivePath } from './archive-path.ts';
import type { BookStylesheets } from './book-stylesheets.ts';
import type { CssRule } from './css-parser.ts';
import type { PageStyles, Viewport } from './position-cascade.ts';
import { attributeValue } from './tag-attributes.ts';

/** The head's style elements, stylesheet links and meta tags, in document order. */
const headTags = /<style\b[^>]*>([\s\S]*?)<\/style\s*>|<(link|meta)\b([^>]*)>/gi;

/** The `width=…, height=…` of a viewport meta tag, in CSS px; undefined unless it gives both. */
function viewportOf(content: string): Viewport | undefined {
  const extent = (name: string) =>
    Number(new RegExp(`${name}\\s*=\\s*(\\d+(?:\\.\\d+)?)`, 'i').exec(content)?.[1]);
  const [width, height] = [extent('width'), extent('height')];
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * The style rules of a fixed-layout page, in cascade order (its `<style>` elements and its
 * `<link rel="stylesheet">`s as they come in its head), and its viewport. Undefined for a reflowable page (no viewport, in a book not
 * declared pre-paginated): a reflowing book's stylesheet may place a drop cap or a note, never the
 * words of its pages, so its pages are read in document order (docs/architecture.md). The viewport
 * is looked for first, so a reflowable page's `width=device-width` parses no CSS.
 */
export function pageStyles(
  source: string,
  documentPath: string,
  sheets: BookStylesheets,
  prePaginated: boolean,
): PageStyles | undefined {
  if (!prePaginated && !source.includes('viewport')) return undefined;
  const bodyStart = source.search(/<body\b/i);
  const head = bodyStart < 0 ? source : source.slice(0, bodyStart);
  const tags = [...head.matchAll(headTags)];
  const viewport = viewportIn(tags);
  if (!viewport && !prePaginated) return undefined;
  const rules: CssRule[][] = [];
  for (const [, css, tag, attributes = ''] of tags) {
    if (css !== undefined) rules.push(sheets.embedded(css));
    else if (tag?.toLowerCase() === 'link') rules.push(linked(attributes, documentPath, sheets));
  }
  return { rules: rules.flat(), viewport };
}

/** The viewport of the last viewport meta tag among the head's tags. */
function viewportIn(tags: RegExpMatchArray[]): Viewport | undefined {
  let viewport: Viewport | undefined;
  for (const [, , tag, attributes = ''] of tags) {
    if (tag?.toLowerCase() === 'meta' && attributeValue(attributes, 'name')?.toLowerCase() === 'viewport')
      viewport = viewportOf(attributeValue(attributes, 'content') ?? '');
  }
  return viewport;
}

/** The rules of a `<link rel="stylesheet">` (not an alternate one); none for any other link. */
function linked(attributes: string, documentPath: string, sheets: BookStylesheets): CssRule[] {
  const rel = (attributeValue(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
  const href = attributeValue(attributes, 'href');
  if (!rel.includes('stylesheet') || rel.includes('alternate') || href === undefined) return [];
  const path = archivePath(documentPath, href);
  return (path === undefined ? undefined : sheets.linked(path)) ?? [];
}
