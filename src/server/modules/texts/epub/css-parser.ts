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

/** The top-level style rules of a stylesheet; at-rules (`@media`, `@import`, `@font-face`) are not read. */
export function cssRules(css: string): CssRule[] {
  const sheet = parse(css, rawOptions);
  if (sheet.type !== 'StyleSheet') return [];
  const rules: CssRule[] = [];
  for (const node of sheet.children) {
    if (node.type === 'Rule')
      rules.push({ prelude: rawText(node.prelude), declarations: declarationsOf(node.block.children) });
  }
  return rules;
}

/** The declarations of a `style` attribute. */
export function cssDeclarations(style: string): CssDeclaration[] {
  const list = parse(style, { ...rawOptions, context: 'declarationList' });
  return list.type === 'DeclarationList' ? declarationsOf(list.children) : [];
}
