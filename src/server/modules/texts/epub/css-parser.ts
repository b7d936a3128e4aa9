import { createRequire } from 'node:module';
import type { CssNodePlain, DeclarationPlain, parse as Parse, ParseOptions } from 'css-tree';

/**
 * css-tree's parser alone (`css-tree/parser`, not the whole package with its 600 ms of property
 * data), required on the first fixed-layout page that has styles, so text-only books never load
 * it (docs/architecture.md, "Fixed-layout pages"). It only tokenises: nothing in a book's CSS runs.
 */
let parser: typeof Parse | undefined;
function parse(text: string, options: ParseOptions & { list: false }): CssNodePlain {
  parser ??= createRequire(import.meta.url)('css-tree/parser') as typeof Parse;
  return parser(text, options);
}

/** Values, selectors and at-rule preludes kept as raw text: only a few properties are read. */
const rawOptions = {
  parseValue: false,
  parseRulePrelude: false,
  parseAtrulePrelude: false,
  parseCustomProperty: false,
  list: false as const,
  // Like a browser, css-tree skips what it cannot read and goes on; nothing to report.
  onParseError: () => {},
};

/** A declaration as written: property in lower case, value as raw text. */
export interface CssDeclaration {
  property: string;
  value: string;
  important: boolean;
}

/** A style rule of a stylesheet's top level: its selector text and its declarations. */
export interface CssRule {
  prelude: string;
  declarations: CssDeclaration[];
}

const rawText = (node: CssNodePlain | undefined) => (node?.type === 'Raw' ? node.value : '');

function declarationsOf(nodes: CssNodePlain[]): CssDeclaration[] {
  return nodes
    .filter((node): node is DeclarationPlain => node.type === 'Declaration')
    .map((node) => ({
      property: node.property.toLowerCase(),
      value: rawText(node.value).trim(),
      important: Boolean(node.important),
    }));
}

/**
 * A media query list a screen reads: not one for print or speech only. The query's conditions
 * (width, orientation) are not weighed: a fixed-layout page has one size, its viewport.
 */
const forScreen = (prelude: string) => !/^\s*(only\s+)?(print|speech)\s*$/i.test(prelude);

/** The style rules of a stylesheet's top level and its screen `@media` blocks, in order; other at-rules are not read. */
export function cssRules(css: string): CssRule[] {
  const sheet = parse(css, rawOptions);
  if (sheet.type !== 'StyleSheet') return [];
  const rules: CssRule[] = [];
  const read = (nodes: CssNodePlain[]) => {
    for (const node of nodes) {
      if (node.type === 'Rule')
        rules.push({ prelude: rawText(node.prelude), declarations: declarationsOf(node.block.children) });
      else if (
        node.type === 'Atrule' &&
        node.name.toLowerCase() === 'media' &&
        node.block &&
        forScreen(rawText(node.prelude ?? undefined))
      )
        read(node.block.children);
    }
  };
  read(sheet.children);
  return rules;
}

/** What only a tokeniser reads right in a declaration list: comments, strings, escapes, `url(`. */
const needsTokeniser = /\/\*|["'\\]|url\(/i;

/**
 * The declarations of a `style` attribute. Most are plain `name: value; …` and are split where
 * they stand (css-tree made a page of 16 placed lines four times slower to read); the others are
 * parsed.
 */
export function cssDeclarations(style: string): CssDeclaration[] {
  if (needsTokeniser.test(style)) {
    const list = parse(style, { ...rawOptions, context: 'declarationList' });
    return list.type === 'DeclarationList' ? declarationsOf(list.children) : [];
  }
  const declarations: CssDeclaration[] = [];
  for (const text of style.split(';')) {
    const colon = text.indexOf(':');
    if (colon < 0) continue;
    const value = text.slice(colon + 1).trim();
    const important = /!\s*important$/i.test(value);
    const property = text.slice(0, colon).trim().toLowerCase();
    declarations.push({
      property,
      value: important ? value.replace(/!\s*important$/i, '').trim() : value,
      important,
    });
  }
  return declarations;
}
