import { type CssDeclaration, type CssRule, cssDeclarations } from './css-parser.ts';
import {
  type ComplexSelector,
  complexSelectors,
  type ElementIdentity,
  matchesInContext,
} from './simple-selector.ts';

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
  selector: ComplexSelector;
  order: number;
  declarations: CssDeclaration[];
}

/** The cascade's ranking: importance and origin, then specificity, then order (later wins). */
type Rank = [tier: number, specificity: number, order: number];
const outranks = (a: Rank, b: Rank) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

const placingProperties = new Set(['position', 'top', 'left', 'bottom', 'right', 'transform', 'translate']);

/** A length as a number: px (or no unit) as written, % of the viewport's extent when the page has one. */
function length(value: string, extent: number | undefined): number | undefined {
  const match = /^(-?(?:\d+\.?\d*|\.\d+))([a-z%]*)$/i.exec(value);
  if (!match) return undefined;
  const number = Number(match[1]);
  return match[2] === '%' && extent !== undefined ? (number * extent) / 100 : number;
}

/**
 * How far a box's edge is from the page's top (or left): `top` as written, else the page's extent
 * less `bottom` (the box's own height is unknown, so a bottom-placed line sorts by its lower edge:
 * close enough to order lines, which is all it is for).
 */
function offset(start: string | undefined, end: string | undefined, extent: number | undefined) {
  const fromStart = length(start ?? '', extent);
  if (fromStart !== undefined || extent === undefined) return fromStart;
  const fromEnd = length(end ?? '', extent);
  return fromEnd === undefined ? undefined : extent - fromEnd;
}

/** A transform function's name and its arguments: `translate(10px, -5px)`, `translateY(3px)`. */
const transformFunction = /([a-z0-9]+)\(([^)]*)\)/gi;

/** A distance in px (or a bare number); a % is of the box's own size, which is unknown, so it is 0. */
const distance = (value: string | undefined) =>
  value === undefined || value.endsWith('%') ? 0 : (length(value, undefined) ?? 0);

/**
 * How far one transform function moves a box, given its arguments: translate, translateX,
 * translateY, translate3d, and the translation part (e, f) of matrix and matrix3d.
 */
function stepTranslation(name: string, args: string[]): BoxPlace {
  const [x, y] = args;
  switch (name) {
    case 'translate':
    case 'translate3d':
      return { left: distance(x), top: distance(y) };
    case 'translatex':
      return { left: distance(x), top: 0 };
    case 'translatey':
      return { left: 0, top: distance(x) };
    case 'matrix':
      return { left: distance(args[4]), top: distance(args[5]) };
    case 'matrix3d':
      return { left: distance(args[12]), top: distance(args[13]) };
    default:
      return { left: 0, top: 0 };
  }
}

/**
 * How far a `transform` moves a box: the sum of its translate, translateX, translateY and
 * translate3d steps in px (or bare numbers) and of the translations of its matrix and matrix3d. A %
 * is of the box's own size, which is unknown, so it moves nothing; rotations, scales and the rest of
 * a matrix are left out (they do not change which line comes first).
 */
export function translation(transform: string | undefined): BoxPlace {
  const moved = { top: 0, left: 0 };
  for (const [, name, args] of (transform ?? '').matchAll(transformFunction)) {
    const step = stepTranslation(
      name?.toLowerCase() ?? '',
      // CSS separates the arguments with commas, SVG's transform attribute with commas or spaces.
      (args ?? '').trim().split(/\s*,\s*|\s+/),
    );
    moved.left += step.left;
    moved.top += step.top;
  }
  return moved;
}

/**
 * How far the CSS `translate` property moves a box: `translate: 10px 20px` (x, then y; a third
 * value, z, moves nothing on the page; `none` or one value leaves y at 0). It adds to `transform`.
 */
export function translateProperty(value: string | undefined): BoxPlace {
  const [x, y] = (value ?? '').trim().split(/\s+/);
  if (x === undefined || x.toLowerCase() === 'none') return { top: 0, left: 0 };
  return { left: distance(x), top: distance(y) };
}

/**
 * The `position`, `top`, `left`, `bottom`, `right`, `transform` and `translate` (their translations) of a page's elements as CSS computes them for the selectors
 * simple-selector.ts reads: the style attribute over the stylesheets, `!important` over both, then
 * the more specific selector (id > class > element), then the later rule. Each property is
 * ranked on its own, as CSS does, so a `top` from one rule and a `bottom` from a weaker one are
 * both kept and `top` is used.
 */
export class PositionCascade {
  /** Each rule under one of its keys (`#id`, `.class` or the element name): an element looks up its own. */
  private readonly byKey = new Map<string, Placing[]>();
  /** Whether any rule makes boxes absolute: if none does and no style attribute does, nothing is placed. */
  readonly placesBoxes: boolean;
  /** Whether any rule places anything: if none does, only style attributes can. */
  readonly hasRules: boolean;
  /** Whether a rule names an element's ancestors (`.page .line`): then `place` needs them. */
  readonly needsAncestors: boolean;

  constructor(private readonly styles: PageStyles) {
    let placesBoxes = false;
    let needsAncestors = false;
    styles.rules.forEach((rule, order) => {
      const declarations = rule.declarations.filter((d) => placingProperties.has(d.property));
      if (declarations.length === 0) return;
      placesBoxes ||= declarations.some(
        (d) => d.property === 'position' && d.value.toLowerCase() === 'absolute',
      );
      for (const selector of complexSelectors(rule.prelude)) {
        const { subject } = selector;
        const key = subject.id
          ? `#${subject.id}`
          : subject.classes[0]
            ? `.${subject.classes[0]}`
            : (subject.name ?? '*');
        needsAncestors ||= selector.context.length > 0;
        const rules = this.byKey.get(key) ?? [];
        rules.push({ selector, order, declarations });
        this.byKey.set(key, rules);
      }
    });
    this.placesBoxes = placesBoxes;
    this.hasRules = this.byKey.size > 0;
    this.needsAncestors = needsAncestors;
  }

  /**
   * Where the element sits when it is absolutely positioned with a `top` (or a `bottom`, on a page
   * with a viewport); undefined otherwise. `ancestors`, outermost first, matter only when
   * `needsAncestors`.
   */
  place(
    element: ElementIdentity,
    style: string,
    ancestors: readonly ElementIdentity[] = [],
  ): BoxPlace | undefined {
    // Seven properties: a small object, not a Map, since every tag of a placed page asks.
    const won: Partial<Record<string, { value: string; rank: Rank }>> = {};
    const offer = (declaration: CssDeclaration, rank: Rank) => {
      const current = won[declaration.property];
      if (!current || outranks(rank, current.rank) >= 0)
        won[declaration.property] = { value: declaration.value, rank };
    };
    for (const rule of this.candidates(element, ancestors)) {
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
    const top = offset(won.top?.value, won.bottom?.value, viewport?.height);
    if (top === undefined) return undefined;
    const left = offset(won.left?.value, won.right?.value, viewport?.width) ?? 0;
    const moved = translation(won.transform?.value);
    const property = translateProperty(won.translate?.value);
    return { top: top + moved.top + property.top, left: left + moved.left + property.left };
  }

  private candidates(element: ElementIdentity, ancestors: readonly ElementIdentity[]): Placing[] {
    const keys = new Set(['*', element.name, ...element.classes.map((name) => `.${name}`)]);
    if (element.id) keys.add(`#${element.id}`);
    return [...keys]
      .flatMap((key) => this.byKey.get(key) ?? [])
      .filter((rule) => matchesInContext(rule.selector, element, ancestors));
  }
}
