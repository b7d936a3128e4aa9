import { describe, expect, it } from 'vitest';
import { cssRules } from './css-parser.ts';
import { PositionCascade } from './position-cascade.ts';

const cascade = (css: string, viewport = { width: 1000, height: 500 }) =>
  new PositionCascade({ rules: cssRules(css), viewport });
const element = (name: string, classes: string[] = [], id?: string) => ({ name, classes, id });

describe('PositionCascade: where a page’s stylesheet places an element', () => {
  it('ranks id over class over element name, whatever their order', () => {
    const css = '#a { position: absolute; top: 1px } .b { top: 2px } p { top: 3px } span { top: 9px }';
    const place = (classes: string[], id?: string) => cascade(css).place(element('p', classes, id), '')?.top;
    expect([place(['b'], 'a'), place(['b']), place([])]).toEqual([1, undefined, undefined]);
    const absolute = cascade(`* { } p { position: absolute } ${css}`);
    expect(absolute.place(element('p', ['b']), '')?.top).toBe(2);
    expect(absolute.place(element('p'), '')?.top).toBe(3);
  });

  it('lets the later of equally specific rules win, the style attribute beat them, and !important beat that', () => {
    const css = '.a { position: absolute; top: 1px; left: 7px } .a { top: 2px } .b { top: 3px !important }';
    expect(cascade(css).place(element('div', ['a']), '')).toEqual({ top: 2, left: 7 });
    expect(cascade(css).place(element('div', ['a']), 'top: 4px')).toEqual({ top: 4, left: 7 });
    expect(cascade(css).place(element('div', ['a', 'b']), 'top: 4px')).toEqual({ top: 3, left: 7 });
    expect(cascade(css).place(element('div', ['a']), 'position: static')).toBeUndefined();
  });

  it('takes % of the viewport, px and bare numbers as written, and needs a top', () => {
    const css =
      '.a { position: absolute; top: 10%; left: 50% } .b { position: absolute; top: 12.5px } .c { position: absolute; left: 3px; top: auto }';
    expect(cascade(css).place(element('p', ['a']), '')).toEqual({ top: 50, left: 500 });
    expect(cascade(css).place(element('p', ['b']), '')).toEqual({ top: 12.5, left: 0 });
    expect(cascade(css).place(element('p', ['c']), '')).toBeUndefined();
    expect(cascade('').placesBoxes).toBe(false);
    expect(cascade(css).placesBoxes).toBe(true);
  });
});
