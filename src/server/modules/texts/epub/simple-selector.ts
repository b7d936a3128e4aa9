/**
 * The selectors a fixed-layout page's stylesheet places its boxes with: compounds of an element
 * name (or `*`), an id and classes (`p`, `#line1`, `.line`, `p.line`, `div#l1.big`), joined by
 * descendant and child combinators (`.page .line`, `div.page > p`). Anything else (sibling
 * combinators, attributes, pseudo-classes, escapes) is not read: a rule with only such selectors
 * places nothing (docs/architecture.md, "Fixed-layout pages").
 */
export interface SimpleSelector {
  /** Lower case; undefined for any element. */
  name: string | undefined;
  id: string | undefined;
  classes: string[];
  /** CSS specificity as one number: ids, then classes, then the element name. */
  specificity: number;
}

/** What a selector is matched against: an element's name (lower case), id and classes. */
export interface ElementIdentity {
  name: string;
  id: string | undefined;
  classes: string[];
}

const compound = /^(\*|[a-zA-Z][\w-]*)?((?:[#.][a-zA-Z_-][\w-]*)*)$/;

function simpleSelector(text: string): SimpleSelector | undefined {
  const match = compound.exec(text.trim());
  if (!match || text.trim() === '') return undefined;
  const parts = (match[2] ?? '').split(/(?=[#.])/).filter(Boolean);
  const ids = parts.filter((part) => part.startsWith('#')).map((part) => part.slice(1));
  if (ids.length > 1) return undefined;
  const classes = parts.filter((part) => part.startsWith('.')).map((part) => part.slice(1));
  const name = match[1] === '*' ? undefined : match[1]?.toLowerCase();
  return { name, id: ids[0], classes, specificity: ids.length * 1e6 + classes.length * 1e3 + (name ? 1 : 0) };
}

/** A compound before the subject, and how it stands to the compound after it. */
interface ContextStep {
  compound: SimpleSelector;
  /** `>`: the parent of the element after it; ' ': any ancestor of it. */
  combinator: '>' | ' ';
}

/** A selector: the compound the element itself must match, and the ancestors it must have. */
export interface ComplexSelector {
  subject: SimpleSelector;
  /** Nearest first: the subject's parent or ancestor, then that one's, and so on. */
  context: ContextStep[];
  specificity: number;
}

function complexSelector(text: string): ComplexSelector | undefined {
  // "a > b c" splits to ["a", ">", "b", undefined, "c"]: compounds, with combinators between them.
  const parts = text.trim().split(/\s*(>)\s*|\s+/);
  const compounds: SimpleSelector[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const compound = simpleSelector(parts[i] ?? '');
    if (!compound) return undefined;
    compounds.push(compound);
  }
  const subject = compounds.pop();
  if (!subject) return undefined;
  const context = compounds.reverse().map((compound, k) => ({
    compound,
    combinator: parts[parts.length - 2 - 2 * k] === '>' ? ('>' as const) : (' ' as const),
  }));
  const specificity = context.reduce((sum, step) => sum + step.compound.specificity, subject.specificity);
  return { subject, context, specificity };
}

/** The selectors of a selector list (`p.a, #b, .page > .c`) this file reads; the others are left out. */
export function complexSelectors(selectorList: string): ComplexSelector[] {
  return selectorList
    .split(',')
    .map(complexSelector)
    .filter((selector) => selector !== undefined);
}

export const matches = (selector: SimpleSelector, element: ElementIdentity) =>
  (selector.name === undefined || selector.name === element.name) &&
  (selector.id === undefined || selector.id === element.id) &&
  selector.classes.every((name) => element.classes.includes(name));

/**
 * Whether `ancestors` (the element's, outermost first) hold the selector's context, from step `k`
 * on, at or above index `i`. A descendant step tries every ancestor that matches, so `a > b c`
 * finds its `b` under an `a` even when a nearer `b` is not under one.
 */
function contextMatches(context: ContextStep[], k: number, ancestors: ElementIdentity[], i: number): boolean {
  const step = context[k];
  if (!step) return true;
  if (step.combinator === '>') {
    const parent = ancestors[i];
    return (
      parent !== undefined &&
      matches(step.compound, parent) &&
      contextMatches(context, k + 1, ancestors, i - 1)
    );
  }
  for (let j = i; j >= 0; j -= 1) {
    const ancestor = ancestors[j];
    if (ancestor && matches(step.compound, ancestor) && contextMatches(context, k + 1, ancestors, j - 1))
      return true;
  }
  return false;
}

/** Whether the element, whose ancestors are given outermost first, matches the selector. */
export const matchesInContext = (
  selector: ComplexSelector,
  element: ElementIdentity,
  ancestors: readonly ElementIdentity[],
) =>
  matches(selector.subject, element) &&
  contextMatches(selector.context, 0, ancestors as ElementIdentity[], ancestors.length - 1);
