import { type CssRule, cssRules } from './css-parser.ts';

/**
 * How much CSS one book may have parsed, all its pages' `<style>` elements and linked stylesheets
 * together (a picture book has a few KB): past it, styles are not read and pages fall back to
 * document order, so a hostile book cannot spend seconds in the CSS parser.
 */
const MAX_CSS_CHARS = 4_000_000;

/**
 * The style rules of one book's stylesheets: each linked stylesheet read and parsed once however
 * many pages link it (a fixed-layout book's pages usually share one).
 */
export class BookStylesheets {
  private readonly linkedRules = new Map<string, CssRule[] | undefined>();
  private budget = MAX_CSS_CHARS;

  constructor(private readonly textOf: (path: string) => string | undefined) {}

  /** The rules of the stylesheet at `path` in the archive; undefined when there is none, or no budget left. */
  linked(path: string): CssRule[] | undefined {
    if (!this.linkedRules.has(path)) this.linkedRules.set(path, this.parsed(this.textOf(path)));
    return this.linkedRules.get(path);
  }

  /** The rules of a `<style>` element's text (an XHTML one may wrap it in CDATA). */
  embedded(css: string): CssRule[] {
    return this.parsed(css.replace(/<!\[CDATA\[|\]\]>/g, '')) ?? [];
  }

  private parsed(css: string | undefined): CssRule[] | undefined {
    if (css === undefined || css.length > this.budget) return undefined;
    this.budget -= css.length;
    return cssRules(css);
  }
}
