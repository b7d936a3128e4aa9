import { describe, expect, it } from 'vitest';
import { cssRules } from './css-parser.ts';
import { PositionCascade, translateProperty, translation } from './position-cascade.ts';

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

  it('matches descendant and child selectors against the element’s ancestors, and counts their specificity', () => {
    const css =
      '.line { position: absolute; top: 1px } .page .line { top: 2px } body > div.page > p.line { top: 3px } .spread .line { top: 4px }';
    const page = element('div', ['page']);
    const body = element('body');
    const top = (ancestors: ReturnType<typeof element>[]) =>
      cascade(css).place(element('p', ['line']), '', ancestors)?.top;
    expect(top([])).toBe(1);
    expect(top([element('html'), element('section'), page, element('span')])).toBe(2);
    expect(top([element('html'), body, page])).toBe(3);
    expect(top([body, element('div', ['page', 'spread'])])).toBe(3);
    expect(top([element('div', ['spread']), body, element('div'), page])).toBe(4);
    expect(cascade(css).needsAncestors).toBe(true);
    expect(cascade('.a { top: 1px }').needsAncestors).toBe(false);
  });

  it('finds a child step under any matching ancestor, not only the nearest', () => {
    const css = 'a > b c { position: absolute; top: 7px }';
    const ancestors = [element('a'), element('b'), element('x'), element('b')];
    expect(cascade(css).place(element('c'), '', ancestors)?.top).toBe(7);
    expect(cascade(css).place(element('c'), '', [element('a'), element('x'), element('b')])).toBeUndefined();
  });

  it('places by bottom and right from the viewport when top and left are not given', () => {
    const css =
      '.a { position: absolute; bottom: 100px; right: 10% } .b { position: absolute; top: 5px; bottom: 1px }';
    expect(cascade(css).place(element('p', ['a']), '')).toEqual({ top: 400, left: 900 });
    expect(cascade(css).place(element('p', ['b']), '')).toEqual({ top: 5, left: 0 });
    const noViewport = new PositionCascade({ rules: cssRules(css), viewport: undefined });
    expect(noViewport.place(element('p', ['a']), '')).toBeUndefined();
  });

  it('moves a box by its transform’s translations, from a rule or the style attribute', () => {
    const css = '.a { position: absolute; top: 100px; left: 10px; transform: translate(30px, -40px) }';
    expect(cascade(css).place(element('p', ['a']), '')).toEqual({ top: 60, left: 40 });
    expect(cascade(css).place(element('p', ['a']), 'transform: translateY(5px)')).toEqual({
      top: 105,
      left: 10,
    });
    expect(cascade(css).place(element('p', ['a']), 'transform: none')).toEqual({ top: 100, left: 10 });
    expect(
      cascade('.b { position: absolute; transform: translate(1px, 2px) }').place(element('p', ['b']), ''),
    ).toBeUndefined();
  });

  it('sums translate, translateX, translateY and translate3d, and moves nothing for % or other functions', () => {
    expect(
      translation('translateX(10px) rotate(5deg) TRANSLATEY(-2.5px) translate3d(1px, 2px, 3px)'),
    ).toEqual({
      top: -0.5,
      left: 11,
    });
    expect(translation('translate(20px)')).toEqual({ top: 0, left: 20 });
    expect(translation('translate(-50%, -50%) scale(2)')).toEqual({ top: 0, left: 0 });
    expect(translation(undefined)).toEqual({ top: 0, left: 0 });
  });

  it('adds the translation of matrix() and matrix3d() and leaves the rest of a matrix out', () => {
    expect(translation('matrix(1, 0, 0, 1, 10, 20)')).toEqual({ top: 20, left: 10 });
    expect(translation('matrix(0.5, 0.2, -0.2, 0.5, -4.5, 30) translateX(1px)')).toEqual({
      top: 30,
      left: -3.5,
    });
    const matrix3d = 'matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 7, -8, 9, 1)';
    expect(translation(matrix3d)).toEqual({ top: -8, left: 7 });
    expect(translation('matrix(1, 0, 0, 1)')).toEqual({ top: 0, left: 0 });
  });

  it('reads the translate property: x then y, z and % moving nothing, none for no move', () => {
    expect(translateProperty('10px 20px')).toEqual({ top: 20, left: 10 });
    expect(translateProperty(' -5px ')).toEqual({ top: 0, left: -5 });
    expect(translateProperty('1px 2px 30px')).toEqual({ top: 2, left: 1 });
    expect(translateProperty('50% 3px')).toEqual({ top: 3, left: 0 });
    expect(translateProperty('none')).toEqual({ top: 0, left: 0 });
    expect(translateProperty(undefined)).toEqual({ top: 0, left: 0 });
  });

  it('moves a box by its translate property, from a rule or the style attribute, on top of its transform', () => {
    const css = '.a { position: absolute; top: 100px; left: 10px; translate: 30px -40px }';
    expect(cascade(css).place(element('p', ['a']), '')).toEqual({ top: 60, left: 40 });
    expect(cascade(css).place(element('p', ['a']), 'translate: none')).toEqual({ top: 100, left: 10 });
    expect(cascade(css).place(element('p', ['a']), 'transform: matrix(1, 0, 0, 1, 5, 6)')).toEqual({
      top: 66,
      left: 45,
    });
  });
});
