import { decodeHTML } from 'entities';
import { stripNul } from '../strip-nul.ts';
import { isDroppedElement, isParagraphElement, isVoidElement } from './xhtml-elements.ts';

/**
 * One token of XHTML: a comment or declaration (skipped), CDATA (group 1), a tag (groups 2–4:
 * closing slash, name, attributes with any self-closing slash) or text (group 5). EPUB content
 * documents are XML, so a tokenizer is enough, and it is several times faster than building a
 * tree. It stays linear on hostile input: XML forbids "<" inside a tag, so no tag match looks past
 * the next "<", and an unterminated comment or CDATA section runs to the end once, not per "<".
 */
const token =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<[!?][^<>]*>?|<(\/?)([A-Za-z][\w:.-]*)((?:[^<>"']|"[^<"]*"|'[^<']*')*)>|([^<]+)|</g;

const MAX_DEPTH = 256;

/** Script and style bodies are not markup: jump to their closing tag. */
const rawTextEnd: Record<string, RegExp> = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi };

/**
 * Plain-text paragraphs of an XHTML content document, in document order: each block element's
 * text is one paragraph (headings too), inline markup is flattened, entities are decoded and
 * whitespace collapsed. Scripts, styles, navigation and notes are dropped. Nothing of the markup
 * survives, so nothing from an EPUB can ever be rendered as HTML.
 */
export function xhtmlParagraphs(source: string): string[] {
  const paragraphs: string[] = [];
  const open: string[] = [];
  let droppedDepth = 0; // > 0 while inside a dropped element; its position in `open`
  let pending = '';
  const flush = () => {
    const text = stripNul(pending).replace(/\s+/g, ' ').trim();
    if (/[\p{L}\p{N}]/u.test(text)) paragraphs.push(text);
    pending = '';
  };
  token.lastIndex = 0;
  for (let match = token.exec(source); match; match = token.exec(source)) {
    const [, cdata, closing, rawName, attributes = '', text] = match;
    if (text !== undefined || cdata !== undefined) {
      if (droppedDepth === 0)
        pending += text === undefined ? cdata : text.includes('&') ? decodeHTML(text) : text;
      continue;
    }
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      open.length = at;
      if (droppedDepth > at) droppedDepth = 0;
      if (droppedDepth === 0 && isParagraphElement(name)) flush();
      continue;
    }
    const selfClosing = attributes.endsWith('/');
    const end = rawTextEnd[name];
    if (end && !selfClosing) {
      end.lastIndex = token.lastIndex;
      token.lastIndex = end.exec(source) ? end.lastIndex : source.length;
      continue;
    }
    if (droppedDepth === 0 && name === 'br') pending += ' ';
    // Past a sane depth elements are transparent: hostile nesting cannot make closing tags slow.
    if (selfClosing || isVoidElement(name) || open.length >= MAX_DEPTH) continue;
    if (droppedDepth === 0 && isDroppedElement(name, attributes)) droppedDepth = open.length + 1;
    open.push(name);
    if (droppedDepth === 0 && isParagraphElement(name)) flush();
  }
  flush();
  return paragraphs;
}
