/**
 * Char-code scanning of XHTML markup, for `xhtmlParagraphs`. EPUB content documents are XML, so a
 * tokenizer is enough; scanning with indexOf and charCodeAt instead of one big alternation regex
 * makes no match arrays and no substrings the walk does not need. Every scan stays linear on
 * hostile input: XML forbids "<" inside a tag, so no tag scan looks past the next "<", and an
 * unterminated comment or CDATA section runs to the end once, not once per "<".
 */

const LT = 0x3c; // <
const GT = 0x3e; // >
const SLASH = 0x2f;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/** [A-Za-z]: the first character of a tag name. */
export function isNameStart(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** [A-Za-z0-9_:.-]: the rest of a tag name. */
function isNameChar(code: number): boolean {
  return (
    isNameStart(code) || (code >= 0x30 && code <= 0x3a) || code === 0x5f || code === 0x2e || code === 0x2d
  );
}

/** The end of the tag name that starts at `start` (a name start character). */
export function nameEnd(source: string, start: number): number {
  let at = start + 1;
  while (at < source.length && isNameChar(source.charCodeAt(at))) at++;
  return at;
}

/**
 * The index of the ">" that closes a tag whose attributes start at `from`, or -1 when it is not a
 * tag: a "<" or the end comes first, outside quotes or inside them. Quoted values may hold ">".
 */
export function tagClose(source: string, from: number): number {
  for (let at = from; at < source.length; at++) {
    const code = source.charCodeAt(at);
    if (code === GT) return at;
    if (code === LT) return -1;
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      at = quoteClose(source, at + 1, code);
      if (at < 0) return -1;
    }
  }
  return -1;
}

/** The index of the closing `quote`, or -1 when a "<" or the end comes first. */
function quoteClose(source: string, from: number, quote: number): number {
  for (let at = from; at < source.length; at++) {
    const code = source.charCodeAt(at);
    if (code === quote) return at;
    if (code === LT) return -1;
  }
  return -1;
}

/** Whether the tag whose ">" is at `close` and whose attributes start at `from` ends with "/>". */
export const isSelfClosing = (source: string, from: number, close: number) =>
  close > from && source.charCodeAt(close - 1) === SLASH;

/** Where the text after `from` ends: at the next "<", or at the end. */
export function textEnd(source: string, from: number): number {
  const end = source.indexOf('<', from);
  return end < 0 ? source.length : end;
}

/** Past `terminator` when it comes at or after `from`, else the end (unterminated runs to the end). */
export function pastTerminator(source: string, from: number, terminator: string): number {
  const at = source.indexOf(terminator, from);
  return at < 0 ? source.length : at + terminator.length;
}

/**
 * Past a "<!…" or "<?…" declaration or processing instruction that starts at `start`: up to the
 * next ">" (included) or up to the next "<" (not included), whichever comes first.
 */
export function declarationEnd(source: string, start: number): number {
  for (let at = start + 2; at < source.length; at++) {
    const code = source.charCodeAt(at);
    if (code === GT) return at + 1;
    if (code === LT) return at;
  }
  return source.length;
}
