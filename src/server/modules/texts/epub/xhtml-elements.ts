/** Elements whose text becomes a paragraph of its own (a nested block splits its parent). */
const paragraphElements = new Set([
  ...['p', 'div', 'li', 'blockquote', 'dd', 'dt', 'pre', 'td', 'th', 'caption', 'figcaption'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'header', 'footer', 'body'],
  ...['ul', 'ol', 'dl', 'table', 'tr', 'figure', 'address', 'hgroup', 'main'],
]);

/** Elements never read: code, styling, navigation, notes, media and form fallbacks. */
const droppedElements = new Set([
  ...['head', 'script', 'style', 'nav', 'aside', 'noscript', 'template', 'svg', 'math'],
  ...['iframe', 'object', 'embed', 'audio', 'video', 'canvas', 'rt', 'rp', 'button', 'select'],
  'epub:case', // an epub:switch's markup-only branch; its epub:default holds the readable fallback
]);

/** Elements that never have content (HTML writes them without a closing slash). */
const voidElements = new Set(['br', 'hr', 'img', 'meta', 'link', 'input', 'wbr', 'col', 'area', 'source']);

/** Script and style bodies are not markup: their closing tag is searched for, not parsed to. */
const rawTextEnds = new Map([
  ['script', /<\/script\s*>/gi],
  ['style', /<\/style\s*>/gi],
]);

/** epub:type or role values of notes, note references and navigation aids. */
const droppedSemantics =
  /(?:epub:type|role)\s*=\s*["'][^"']*\b(?:doc-)?(?:footnotes?|endnotes?|rearnotes?|notes?|noteref|pagebreak|toc|landmarks|page-list)\b/i;

/** What the paragraph reader needs to know of an element, looked up once per tag name. */
export interface ElementKind {
  name: string;
  paragraph: boolean;
  void: boolean;
  /** Dropped whatever its attributes. */
  dropped: boolean;
  /** For script and style: the pattern of their closing tag. */
  rawTextEnd: RegExp | undefined;
  /** An img, or an SVG image. */
  image: boolean;
}

const kindOf = (name: string): ElementKind => ({
  name,
  paragraph: paragraphElements.has(name),
  void: voidElements.has(name),
  dropped: droppedElements.has(name),
  rawTextEnd: rawTextEnds.get(name),
  image: name === 'img' || name === 'image',
});

/**
 * The kinds of the elements of one document, by the tag name as spelled there: one lookup per
 * tag, and one object per element name, so open elements compare by reference. One per document,
 * so no name (a slice of the document) keeps a document alive.
 */
export class ElementKinds {
  private readonly bySpelling = new Map<string, ElementKind>();
  private readonly byName = new Map<string, ElementKind>();

  of(spelling: string): ElementKind {
    let kind = this.bySpelling.get(spelling);
    if (kind === undefined) {
      const name = spelling.toLowerCase();
      kind = this.byName.get(name) ?? kindOf(name);
      this.byName.set(name, kind);
      this.bySpelling.set(spelling, kind);
    }
    return kind;
  }
}

/** Whether an element's attributes (any other than none) keep it and everything in it out of the text. */
export function isDroppedByAttributes(attributes: string): boolean {
  // Most tags carry only class or id: rule them out with plain searches before any regex runs.
  const semantic = attributes.includes('type') || attributes.includes('role');
  if (semantic && droppedSemantics.test(attributes)) return true;
  return attributes.includes('hidden') && /(?:^|\s)hidden(?:\s|=|$)/.test(attributes);
}
