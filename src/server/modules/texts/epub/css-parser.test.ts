import { expect, it } from 'vitest';
import { cssDeclarations, cssRules } from './css-parser.ts';

it('reads a style attribute the same whether it is split where it stands or needs the tokeniser', () => {
  const plain = 'position: absolute; TOP: 4px !important;left:10% ;; color';
  const expected = [
    { property: 'position', value: 'absolute', important: false },
    { property: 'top', value: '4px', important: true },
    { property: 'left', value: '10%', important: false },
  ];
  expect(cssDeclarations(plain)).toEqual(expected);
  const tokenised = `/* a; b: c */ ${plain}; font-family: "A; B"`;
  expect(cssDeclarations(tokenised)).toEqual([
    ...expected,
    { property: 'font-family', value: '"A; B"', important: false },
  ]);
});

it('reads top-level style rules, not those of other at-rules or print, and recovers from a block cut short', () => {
  const rules = cssRules(
    '@media print { .a { top: 1px } } @font-face { top: 9px } .b, #c { top: 2px } .d { left: 3px',
  );
  expect(rules).toEqual([
    { prelude: '.b, #c', declarations: [{ property: 'top', value: '2px', important: false }] },
    { prelude: '.d', declarations: [{ property: 'left', value: '3px', important: false }] },
  ]);
});

it('reads the rules of screen @media blocks in their place among the others', () => {
  const rules = cssRules(
    '.a { top: 1px } @media screen and (orientation: landscape) { .b { top: 2px } @media (min-width: 1px) { .c { top: 3px } } } @media only print { .d { top: 4px } } .e { top: 5px }',
  );
  expect(rules.map((rule) => rule.prelude)).toEqual(['.a', '.b', '.c', '.e']);
});
