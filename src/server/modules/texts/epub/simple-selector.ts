/**
 * The selectors a fixed-layout page's stylesheet places its boxes with: an element name, an id
 * and classes, alone or together (`p`, `#line1`, `.line`, `p.line`, `div#l1.big`). Anything else
 * (combinators, attributes, pseudo-classes, escapes) is not read: a rule with only such selectors
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

const compound = /^([a-zA-Z][\w-]*)?((?:[#.][a-zA-Z_-][\w-]*)*)$/;

function simpleSelector(text: string): SimpleSelector | undefined {
  const match = compound.exec(text.trim());
  if (!match || text.trim() === '') return undefined;
  const parts = (match[2] ?? '').split(/(?=[#.])/).filter(Boolean);
  const ids = parts.filter((part) => part.startsWith('#')).map((part) => part.slice(1));
  if (ids.length > 1) return undefined;
  const classes = parts.filter((part) => part.startsWith('.')).map((part) => part.slice(1));
  const name = match[1]?.toLowerCase();
  return { name, id: ids[0], classes, specificity: ids.length * 1e6 + classes.length * 1e3 + (name ? 1 : 0) };
}

/** The simple selectors of a selector list (`p.a, #b`); the others are left out. */
export function simpleSelectors(selectorList: string): SimpleSelector[] {
  return selectorList
    .split(',')
    .map(simpleSelector)
    .filter((selector) => selector !== undefined);
}

export const matches = (selector: SimpleSelector, element: ElementIdentity) =>
  (selector.name === undefined || selector.name === element.name) &&
  (selector.id === undefined || selector.id === element.id) &&
  selector.classes.every((name) => element.classes.includes(name));
