import { decodeHTML } from 'entities';
import { ParagraphText } from './paragraph-text.ts';
import type { PageStyles } from './position-cascade.ts';
import { positionedParagraphs } from './positioned-html.ts';
import { svgParagraphs } from './svg-text.ts';
import { type ElementKind, ElementKinds, isDroppedByAttributes } from './xhtml-elements.ts';
import {
  declarationEnd,
  isNameStart,
  isSelfClosing,
  nameEnd,
  pastTerminator,
  tagClose,
  textEnd,
} from './xhtml-scanner.ts';

const MAX_DEPTH = 256;
const LT = 0x3c;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;

/** An image of a content document: where it stands and what it says. */
export interface DocumentImage {
  /** The index (in this document) of the paragraph it precedes; the paragraph count when none follows. */
  before: number;
  /** As written in the document: relative to it, possibly percent-encoded. */
  src: string;
  alt: string;
}

/** src, alt and (xlink:)href values of an img or SVG image tag. */
const imageAttribute = /(?:^|\s)(src|alt|(?:xlink:)?href)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function documentImage(attributes: string, before: number): DocumentImage | undefined {
  let src = '';
  let alt = '';
  for (const match of attributes.matchAll(imageAttribute)) {
    const value = decodeHTML(match[2] ?? match[3] ?? '');
    if (match[1] === 'alt') alt = value.replace(/\s+/g, ' ').trim();
    else src ||= value.trim();
  }
  return src ? { before, src, alt } : undefined;
}

const svgImage = /<image\b([^>]*)>/gi;

/** What `read` answers for a token that may go on past the end of a piece: it is read again with the next. */
const UNSETTLED = -1;
/** Past this, the unread rest of a piece is read with all the pieces after it (`xhtmlPiecesContent`). */
const MAX_UNSETTLED_CHARACTERS = 65_536;

/**
 * One pass over a document: each `read…` method takes the token at `at` and returns where the next
 * one starts. The document may come in pieces (`xhtmlPiecesContent`), each cut just before a "<":
 * every scan that stops at a "<" then stops at a piece's end just where it would in the whole
 * document, so only a comment, a CDATA section, a script or style body and an SVG, which run
 * past "<"s to their terminator, can be cut; each answers UNSETTLED, before it has changed
 * anything, when its terminator is not in the piece.
 */
class ParagraphReader {
  readonly text = new ParagraphText();
  readonly images: DocumentImage[] = [];
  private readonly kinds = new ElementKinds();
  private readonly open: ElementKind[] = [];
  private droppedDepth = 0; // > 0 while inside a dropped element; its position in `open`
  /** Whether the document ends where `source` ends (its last piece, or the whole document). */
  private isLast = true;

  constructor(private source: string) {}

  /** Goes on with the next piece: the unread rest of the last piece and the next, joined. */
  continueWith(source: string, isLast: boolean) {
    this.source = source;
    this.isLast = isLast;
  }

  /** A terminator's search reached `end`: where the document goes on, or UNSETTLED when the piece ended first. */
  private settled(end: number): number {
    return end >= this.source.length && !this.isLast ? UNSETTLED : end;
  }

  read(at: number): number {
    const { source } = this;
    if (source.charCodeAt(at) !== LT) return this.readText(at);
    const next = source.charCodeAt(at + 1);
    return next === BANG || next === QUESTION ? this.readMarkup(at) : this.readTag(at, next === SLASH);
  }

  private readText(at: number): number {
    const end = textEnd(this.source, at);
    if (this.droppedDepth === 0) {
      const piece = this.source.slice(at, end);
      this.text.add(piece.includes('&') ? decodeHTML(piece) : piece);
    }
    return end;
  }

  /** A comment or declaration (skipped), or a CDATA section (its content is text). */
  private readMarkup(at: number): number {
    const { source } = this;
    if (source.startsWith('<!--', at)) return this.settled(pastTerminator(source, at + 4, '-->'));
    if (!source.startsWith('<![CDATA[', at)) return declarationEnd(source, at);
    const end = this.settled(pastTerminator(source, at + 9, ']]>'));
    if (end === UNSETTLED) return end;
    if (this.droppedDepth === 0)
      this.text.add(source.slice(at + 9, source.startsWith(']]>', end - 3) ? end - 3 : end));
    return end;
  }

  private readTag(at: number, closing: boolean): number {
    const { source } = this;
    const nameStart = closing ? at + 2 : at + 1;
    if (!isNameStart(source.charCodeAt(nameStart))) return at + 1; // a stray "<": what follows is text
    const attributesStart = nameEnd(source, nameStart);
    const close = tagClose(source, attributesStart);
    if (close < 0) return at + 1;
    const kind = this.kinds.of(source.slice(nameStart, attributesStart));
    if (closing) this.closeElement(kind);
    else return this.openElement(kind, attributesStart, close);
    return close + 1;
  }

  private closeElement(kind: ElementKind) {
    const depth = this.open.lastIndexOf(kind);
    if (depth < 0) return;
    // Truncating an array is a runtime call; the usual case is the innermost element closing.
    if (depth === this.open.length - 1) this.open.pop();
    else this.open.length = depth;
    if (this.droppedDepth > depth) this.droppedDepth = 0;
    if (this.droppedDepth === 0 && kind.paragraph) this.text.flush();
  }

  private openElement(kind: ElementKind, attributesStart: number, close: number): number {
    const { source } = this;
    const selfClosing = isSelfClosing(source, attributesStart, close);
    if (kind.rawTextEnd && !selfClosing) {
      kind.rawTextEnd.lastIndex = close + 1;
      return this.settled(kind.rawTextEnd.exec(source) ? kind.rawTextEnd.lastIndex : source.length);
    }
    if (this.droppedDepth === 0 && kind.name === 'svg' && !selfClosing) return this.readSvg(close);
    if (this.droppedDepth === 0 && kind.name === 'br') this.text.add(' ');
    if (kind.image) this.addImage(attributesStart, close);
    // Past a sane depth elements are transparent: hostile nesting cannot make closing tags slow.
    if (selfClosing || kind.void || this.open.length >= MAX_DEPTH) return close + 1;
    if (this.droppedDepth === 0 && this.isDropped(kind, attributesStart, close))
      this.droppedDepth = this.open.length + 1;
    this.open.push(kind);
    if (this.droppedDepth === 0 && kind.paragraph) this.text.flush();
    return close + 1;
  }

  /**
   * An SVG (a fixed-layout page, or a drawing): its pictures, then its text as paragraphs in
   * reading order (svg-text.ts). Answers where the document goes on after it.
   */
  private readSvg(close: number): number {
    const { source } = this;
    const closing = /<\/svg\s*>/gi;
    closing.lastIndex = close + 1;
    const end = this.settled(closing.exec(source) ? closing.lastIndex : source.length);
    if (end === UNSETTLED) return end;
    const svg = source.slice(close + 1, end);
    this.text.flush();
    for (const match of svg.matchAll(svgImage)) {
      const image = documentImage(match[1] ?? '', this.text.paragraphs.length);
      if (image) this.images.push(image);
    }
    for (const paragraph of svgParagraphs(svg)) {
      this.text.add(paragraph);
      this.text.flush();
    }
    return end;
  }

  /** An img (an SVG's pictures are read with the SVG); none from dropped parts. */
  private addImage(attributesStart: number, close: number) {
    if (this.droppedDepth > 0) return;
    const image = documentImage(this.source.slice(attributesStart, close), this.text.paragraphs.length);
    if (image) this.images.push(image);
  }

  private isDropped(kind: ElementKind, attributesStart: number, close: number) {
    if (kind.dropped) return true;
    return attributesStart < close && isDroppedByAttributes(this.source.slice(attributesStart, close));
  }
}

/**
 * The paragraphs of an XHTML content document (as `xhtmlParagraphs`) and its images (img, SVG
 * image), each with the paragraph it precedes. Only the image's address and alt text are kept.
 * `styles`, a fixed-layout page's stylesheets (page-styles.ts), may place its words.
 */
export function xhtmlContent(
  source: string,
  styles?: PageStyles,
): { paragraphs: string[]; images: DocumentImage[] } {
  const reader = new ParagraphReader(source);
  for (let at = 0; at < source.length; ) at = reader.read(at);
  reader.text.flush();
  // A fixed-layout page's positioned words are read in the page's order, its pictures before them.
  const positioned = positionedParagraphs(source, styles);
  if (positioned)
    return { paragraphs: positioned, images: reader.images.map((image) => ({ ...image, before: 0 })) };
  return { paragraphs: reader.text.paragraphs, images: reader.images };
}

/**
 * `xhtmlContent` of a flowing page (one no stylesheet places, with no `position: absolute`) given
 * in pieces, each cut just before a "<" (document-pieces.ts): the pieces are read one after the
 * other, and a token a cut may have split is read again with the next piece. The answer is the
 * whole document's; no string as long as the document is made (docs/architecture.md §6).
 */
export function xhtmlPiecesContent(pieces: readonly string[]): {
  paragraphs: string[];
  images: DocumentImage[];
} {
  const reader = new ParagraphReader('');
  let rest = '';
  for (let index = 0; index < pieces.length; index++) {
    // A token cut by more than a piece (a long comment or script) is read with all that follows at
    // once: read again with each next piece, it would take time quadratic in its length.
    const isLast = index === pieces.length - 1 || rest.length > MAX_UNSETTLED_CHARACTERS;
    const source = rest + (isLast ? pieces.slice(index).join('') : pieces[index]);
    reader.continueWith(source, isLast);
    let at = 0;
    while (at < source.length) {
      const next = reader.read(at);
      if (next === UNSETTLED) break;
      at = next;
    }
    if (isLast) break;
    rest = source.slice(at);
  }
  reader.text.flush();
  return { paragraphs: reader.text.paragraphs, images: reader.images };
}

/**
 * Plain-text paragraphs of an XHTML content document, in document order: each block element's
 * text is one paragraph (headings too), inline markup is flattened, entities are decoded and
 * whitespace collapsed. Scripts, styles, navigation and notes are dropped. Nothing of the markup
 * survives, so nothing from an EPUB can ever be rendered as HTML.
 */
export function xhtmlParagraphs(source: string): string[] {
  return xhtmlContent(source).paragraphs;
}
