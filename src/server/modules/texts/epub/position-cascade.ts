import { type CssDeclaration, type CssRule, cssDeclarations } from './css-parser.ts';
import { type ElementIdentity, matches, type SimpleSelector, simpleSelectors } from './simple-selector.ts';

/** A fixed-layout page's size, from its `<meta name="viewport" content="width=…, height=…">`. */
export interface Viewport {
  width: number;
  height: number;
}

/** A page's style rules in cascade order (its `<style>` elements and linked stylesheets), and its viewport. */
export interface PageStyles {
  rules: CssRule[];
  viewport: Viewport | undefined;
}

/** Where a positioned box sits on its page, in the page's units. */
export interface BoxPlace {
  top: number;
  left: number;
}

interface Placing {
  selector: SimpleSelector;
  order: number;
  declarations: CssDeclaration[];
}

/** The cascade's ranking: importance and origin, then specificity, then order (later wins). */
type Rank = [tier: number, specificity: number, order: number];
const outranks = (a: Rank, b: Rank) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

const placingProperties = new Set(['position', 'top', 'left']);

/** A length as a number: px (or no unit) as written, % of the viewport's extent when the page has one. */
function length(value: string, extent: number | undefined): number | undefined {
  const match = /^(-?(?:\d+\.?\d*|\.\d+))([a-z%]*)$/i.exec(value);
  if (!match) return undefined;
  const number = Number(match[1]);
  return match[2] === '%' && extent !== undefined ? (number * extent) / 100 : number;
}

/**
 * The `position`, `top` and `left` of a page's elements as CSS computes them for the selectors
 * simple-selector.ts reads: the style attribute over the stylesheets, `!important` over both, then
 * the more specific selector (id > class > element), then the later rule.
 */
export class PositionCascade {
  /** Each rule under one of its keys (`#id`, `.class` or the element name): an element looks up its own. */
  private readonly byKey = new Map<string, Placing[]>();
  /** Whether any rule makes boxes absolute: if none does and no style attribute does, nothing is placed. */
  readonly placesBoxes: boolean;
  /** Whether any rule places anything: if none does, only style attributes can. */
  readonly hasRules: boolean;

  constructor(private readonly styles: PageStyles) {
    let placesBoxes = false;
    styles.rules.forEach((rule, order) => {
      const declarations = rule.declarations.filter((d) => placingProperties.has(d.property));
      if (declarations.length === 0) return;
      placesBoxes ||= declarations.some(
        (d) => d.property === 'position' && d.value.toLowerCase() === 'absolute',
      );
      for (const selector of simpleSelectors(rule.prelude)) {
        const key = selector.id
          ? `#${selector.id}`
          : selector.classes[0]
            ? `.${selector.classes[0]}`
            : selector.name;
        if (key === undefined) continue;
        const rules = this.byKey.get(key) ?? [];
        rules.push({ selector, order, declarations });
        this.byKey.set(key, rules);
      }
    });
    this.placesBoxes = placesBoxes;
    this.hasRules = this.byKey.size > 0;
  }

  /** Where the element sits when it is absolutely positioned with a `top`; undefined otherwise. */
  place(element: ElementIdentity, style: string): BoxPlace | undefined {
    // Three properties: a small object, not a Map, since every tag of a placed page asks.
    const won: Partial<Record<string, { value: string; rank: Rank }>> = {};
    const offer = (declaration: CssDeclaration, rank: Rank) => {
      const current = won[declaration.property];
      if (!current || outranks(rank, current.rank) >= 0)
        won[declaration.property] = { value: declaration.value, rank };
    };
    for (const rule of this.candidates(element)) {
      for (const declaration of rule.declarations)
        offer(declaration, [declaration.important ? 2 : 0, rule.selector.specificity, rule.order]);
    }
    if (style.trim() !== '') {
      for (const declaration of cssDeclarations(style))
        if (placingProperties.has(declaration.property))
          offer(declaration, [declaration.important ? 3 : 1, 0, 0]);
    }
    if (won.position?.value.toLowerCase() !== 'absolute') return undefined;
    const { viewport } = this.styles;
    const top = length(won.top?.value ?? '', viewport?.height);
    return top === undefined ? undefined : { top, left: length(won.left?.value ?? '', viewport?.width) ?? 0 };
  }

  private candidates(element: ElementIdentity): Placing[] {
    const keys = new Set([element.name, ...element.classes.map((name) => `.${name}`)]);
    if (element.id) keys.add(`#${element.id}`);
    return [...keys]
      .flatMap((key) => this.byKey.get(key) ?? [])
      .filter((rule) => matches(rule.selector, element));
  }
}
