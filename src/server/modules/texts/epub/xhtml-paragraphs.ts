import { decodeHTML } from 'entities';
import { stripNul } from '../strip-nul.ts';
import { isDroppedElement, isParagraphElement, isVoidElement } from './xhtml-elements.ts';
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

/** Script and style bodies are not markup: jump to their closing tag. */
const rawTextEnd = new Map([
  ['script', /<\/script\s*>/gi],
  ['style', /<\/style\s*>/gi],
]);
const letterOrDigit = /[\p{L}\p{N}]/u;
/**
 * Whitespace runs other than a lone plain space. Replacing these with a space is the same as
 * replacing every `\s+` run, and several times faster on book text, whose words are mostly
 * separated by one space already: those are left alone instead of replaced with themselves.
 */
const whitespaceToCollapse = /[^\S ]\s*| \s+/g;

/**
 * Lower-case tag names, one string per spelling in a document. A name sliced from a document
 * with any non-ASCII character is a two-byte copy; the same string object for every tag of a kind
 * keeps its hash cached for every set lookup after the first. One per document, so no key (which
 * may be a slice) keeps a document alive.
 */
class TagNames {
  private readonly known = new Map<string, string>();
  of(spelling: string): string {
    let name = this.known.get(spelling);
    if (name === undefined) {
      name = spelling.toLowerCase();
      this.known.set(spelling, name);
    }
    return name;
  }
}

/** The text of one paragraph, gathered piece by piece, and the paragraphs made so far. */
class ParagraphText {
  readonly paragraphs: string[] = [];
  private pending = '';

  add(piece: string) {
    this.pending += piece;
  }

  /** Ends the pending paragraph: kept when it has a letter or digit, whitespace collapsed. */
  flush() {
    const pending = this.pending;
    if (pending === '') return;
    this.pending = '';
    // Most pending text between blocks is only indentation: rule it out before any rewriting.
    if (letterOrDigit.test(pending))
      this.paragraphs.push(stripNul(pending).replace(whitespaceToCollapse, ' ').trim());
  }
}

/**
 * Plain-text paragraphs of an XHTML content document, in document order: each block element's
 * text is one paragraph (headings too), inline markup is flattened, entities are decoded and
 * whitespace collapsed. Scripts, styles, navigation and notes are dropped. Nothing of the markup
 * survives, so nothing from an EPUB can ever be rendered as HTML.
 */
export function xhtmlParagraphs(source: string): string[] {
  const text = new ParagraphText();
  const tagNames = new TagNames();
  const open: string[] = [];
  let droppedDepth = 0; // > 0 while inside a dropped element; its position in `open`
  let at = 0;
  while (at < source.length) {
    if (source.charCodeAt(at) !== LT) {
      const end = textEnd(source, at);
      if (droppedDepth === 0) {
        const piece = source.slice(at, end);
        text.add(piece.includes('&') ? decodeHTML(piece) : piece);
      }
      at = end;
      continue;
    }
    const next = source.charCodeAt(at + 1);
    if (next === BANG || next === QUESTION) {
      if (source.startsWith('<!--', at)) at = pastTerminator(source, at + 4, '-->');
      else if (source.startsWith('<![CDATA[', at)) {
        const end = pastTerminator(source, at + 9, ']]>');
        if (droppedDepth === 0)
          text.add(source.slice(at + 9, source.startsWith(']]>', end - 3) ? end - 3 : end));
        at = end;
      } else at = declarationEnd(source, at);
      continue;
    }
    const closing = next === SLASH;
    const nameStart = closing ? at + 2 : at + 1;
    const close = isNameStart(source.charCodeAt(nameStart))
      ? tagClose(source, nameEnd(source, nameStart))
      : -1;
    if (close < 0) {
      at++; // a stray "<": skipped, what follows is text
      continue;
    }
    const attributesStart = nameEnd(source, nameStart);
    const name = tagNames.of(source.slice(nameStart, attributesStart));
    at = close + 1;
    if (closing) {
      const depth = open.lastIndexOf(name);
      if (depth < 0) continue;
      open.length = depth;
      if (droppedDepth > depth) droppedDepth = 0;
      if (droppedDepth === 0 && isParagraphElement(name)) text.flush();
      continue;
    }
    const selfClosing = isSelfClosing(source, attributesStart, close);
    const rawEnd = rawTextEnd.get(name);
    if (rawEnd && !selfClosing) {
      rawEnd.lastIndex = at;
      at = rawEnd.exec(source) ? rawEnd.lastIndex : source.length;
      continue;
    }
    if (droppedDepth === 0 && name === 'br') text.add(' ');
    // Past a sane depth elements are transparent: hostile nesting cannot make closing tags slow.
    if (selfClosing || isVoidElement(name) || open.length >= MAX_DEPTH) continue;
    if (droppedDepth === 0 && isDroppedElement(name, source.slice(attributesStart, close)))
      droppedDepth = open.length + 1;
    open.push(name);
    if (droppedDepth === 0 && isParagraphElement(name)) text.flush();
  }
  text.flush();
  return text.paragraphs;
}
