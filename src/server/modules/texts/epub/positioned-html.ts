import { decodeHTML } from 'entities';
import { type PlacedLine, placedParagraphs } from './placed-lines.ts';
import { type BoxPlace, type PageStyles, PositionCascade } from './position-cascade.ts';
import type { ElementIdentity } from './simple-selector.ts';
import { attributeValue } from './tag-attributes.ts';

const openTag = /<([a-zA-Z][\w:.-]*)\b([^>]*?)(\/?)>/g;
/** Open and close tags, for pages whose selectors name ancestors: closing tags keep the stack right. */
const anyTag = /<(\/?)([a-zA-Z][\w:.-]*)\b([^>]*?)(\/?)>/g;
const absolute = /position\s*:\s*absolute/i;
/** Elements that hold no words, whatever places them. */
const emptyElements = new Set([
  'img',
  'image',
  'br',
  'hr',
  'meta',
  'link',
  'input',
  'style',
  'script',
  'title',
]);
/** How much markup the search for boxes' ends may read, all boxes together (a real page: a few times its size). */
const MAX_SCANNED_CHARS = 20_000_000;
/** How deep a page's elements may nest when selectors name ancestors (a real page: a dozen levels). */
const MAX_DEPTH = 256;

/** Whether markup places a box itself (`position: absolute` in it), so that it is read as placed lines. */
export const isPositioned = (markup: string) => absolute.test(markup);

/** The name, id, classes and style attribute of an open tag. */
function identity(name: string, attributes: string) {
  const classes = attributeValue(attributes, 'class')?.split(/\s+/).filter(Boolean) ?? [];
  const id = attributeValue(attributes, 'id')?.trim();
  return { name: name.toLowerCase(), id, classes, style: attributeValue(attributes, 'style') ?? '' };
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

interface Box extends BoxPlace {
  /** Where its open tag starts, and where its content starts and ends. */
  tag: number;
  start: number;
  end: number;
}

/** An element's open tag as the page's scan meets it: where it is, and what it is. */
interface OpenTag {
  name: string;
  attributes: string;
  index: number;
  length: number;
  /**
   * Outermost first; empty unless the page's selectors name ancestors. The scan's own stack, not a
   * copy: read it before asking for the next tag.
   */
  ancestors: readonly ElementIdentity[];
}

/** The open tags of elements that may hold words, each with its ancestors when the selectors need them. */
function* openTags(source: string, withAncestors: boolean): Generator<OpenTag> {
  if (!withAncestors) {
    for (const match of source.matchAll(openTag)) {
      const name = match[1] ?? '';
      if (match[3] || emptyElements.has(name.toLowerCase())) continue;
      yield { name, attributes: match[2] ?? '', index: match.index, length: match[0].length, ancestors: [] };
    }
    return;
  }
  const stack: ElementIdentity[] = [];
  for (const match of source.matchAll(anyTag)) {
    const name = (match[2] ?? '').toLowerCase();
    if (match[4] || emptyElements.has(name)) continue;
    if (match[1]) {
      // A close tag ends its element and any left open inside it; a stray one is passed over.
      const open = stack.findLastIndex((element) => element.name === name);
      if (open >= 0) stack.length = open;
      continue;
    }
    const attributes = match[3] ?? '';
    yield {
      name: match[2] ?? '',
      attributes,
      index: match.index,
      length: match[0].length,
      ancestors: stack,
    };
    stack.push(identity(name, attributes));
  }
}

/** The page's positioned boxes in document order; undefined when unclosed boxes make finding their ends too long. */
function boxesOf(source: string, cascade: PositionCascade): Box[] | undefined {
  const boxes: Box[] = [];
  let scanned = 0;
  for (const tag of openTags(source, cascade.needsAncestors)) {
    if (tag.ancestors.length > MAX_DEPTH) return undefined;
    // Without style rules only a style attribute can place a box: most tags are passed over here.
    if (!cascade.hasRules && !absolute.test(tag.attributes)) continue;
    const element = identity(tag.name, tag.attributes);
    const place = cascade.place(element, element.style, tag.ancestors);
    if (place === undefined) continue;
    const start = tag.index + tag.length;
    const end = contentEnd(source, tag.name, start);
    scanned += end - start;
    if (scanned > MAX_SCANNED_CHARS) return undefined;
    boxes.push({ ...place, tag: tag.index, start, end });
  }
  return boxes;
}

/**
 * The text of a fixed-layout XHTML page whose words sit in absolutely positioned boxes (`position:
 * absolute; top; left` in style attributes, or from the page's stylesheets: position-cascade.ts),
 * as paragraphs in reading order whatever the order of the markup (placed-lines.ts). Null when the
 * page has no positioned text: it is read as a flowing one. A box holding positioned boxes is read
 * through them. Hostile markup (unclosed boxes, whose ends would each be searched for to the end of
 * the page, or elements nested hundreds deep under selectors that name ancestors) is read as
 * flowing text.
 */
export function positionedParagraphs(source: string, styles?: PageStyles): string[] | null {
  const cascade = new PositionCascade(styles ?? { rules: [], viewport: undefined });
  if (!cascade.placesBoxes && !isPositioned(source)) return null;
  const boxes = boxesOf(source, cascade);
  if (!boxes) return null;
  const lines: PlacedLine[] = [];
  boxes.forEach((box, i) => {
    const next = boxes[i + 1];
    if (next && next.tag < box.end) return;
    const text = wordsOf(source.slice(box.start, box.end));
    if (text) lines.push({ x: box.left, y: box.top, text });
  });
  return lines.length > 0 ? placedParagraphs(lines) : null;
}
