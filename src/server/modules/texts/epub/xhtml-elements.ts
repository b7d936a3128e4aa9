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

/** epub:type or role values of notes, note references and navigation aids. */
const droppedSemantics =
  /(?:epub:type|role)\s*=\s*["'][^"']*\b(?:doc-)?(?:footnotes?|endnotes?|rearnotes?|notes?|noteref|pagebreak|toc|landmarks|page-list)\b/i;

export const isParagraphElement = (name: string) => paragraphElements.has(name);
export const isVoidElement = (name: string) => voidElements.has(name);

/** Whether an element and everything in it stay out of the text. */
export function isDroppedElement(name: string, attributes: string): boolean {
  if (droppedElements.has(name)) return true;
  // Most tags carry only class or id: rule them out with plain searches before any regex runs.
  const semantic = attributes.includes('type') || attributes.includes('role');
  if (semantic && droppedSemantics.test(attributes)) return true;
  return attributes.includes('hidden') && /(?:^|\s)hidden(?:\s|=|$)/.test(attributes);
}
