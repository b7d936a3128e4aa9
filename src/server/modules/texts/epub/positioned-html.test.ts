import { describe, expect, it } from 'vitest';
import { cssRules } from './css-parser.ts';
import { positionedParagraphs } from './positioned-html.ts';
import { xhtmlContent } from './xhtml-paragraphs.ts';

const page = (body: string) =>
  `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><style>p{margin:0}</style></head><body>${body}</body></html>`;
const box = (top: number, left: number, html: string, tag = 'div') =>
  `<${tag} style="position: absolute; top: ${top}px; left: ${left}px;">${html}</${tag}>`;

describe('positionedParagraphs: a fixed-layout page of positioned HTML', () => {
  it('reads boxes top to bottom and left to right whatever the markup order, joining lines a usual step apart', () => {
    const body = [
      box(130, 40, 'by the river.'),
      box(100, 220, 'lived a <em>fox</em>'),
      box(100, 40, 'Long ago', 'p'),
      box(160, 40, 'It was small'),
      box(400, 40, 'The end.'),
    ].join('');
    expect(positionedParagraphs(page(body))).toEqual([
      'Long ago lived a fox by the river. It was small',
      'The end.',
    ]);
  });

  it('reads boxes where their transform moves them: a line translated up reads first', () => {
    const moved = (top: number, shift: number, text: string) =>
      `<div style="position: absolute; top: ${top}px; left: 40px; transform: translate(0, ${shift}px)">${text}</div>`;
    const body = moved(100, 0, 'fell asleep.') + moved(300, -230, 'The bear');
    expect(positionedParagraphs(page(body))).toEqual(['The bear fell asleep.']);
  });

  it('reads boxes where a matrix() transform or the translate property moves them', () => {
    const moved = (top: number, move: string, text: string) =>
      `<div style="position: absolute; top: ${top}px; left: 40px; ${move}">${text}</div>`;
    const byMatrix =
      moved(100, '', 'fell asleep.') + moved(300, 'transform: matrix(1,0,0,1,0,-230)', 'The bear');
    expect(positionedParagraphs(page(byMatrix))).toEqual(['The bear fell asleep.']);
    const byTranslate = moved(100, '', 'fell asleep.') + moved(300, 'translate: 0 -230px', 'The bear');
    expect(positionedParagraphs(page(byTranslate))).toEqual(['The bear fell asleep.']);
  });

  it('reads a positioned box holding positioned boxes through them, keeps ligatures, decodes entities', () => {
    const inner = box(50, 10, 'The ﬁrst') + box(70, 10, 'ᴅᴀʏ &amp; night');
    const body = `<div style="position:absolute;top:0;left:0"><div>${inner}</div></div>`;
    expect(positionedParagraphs(page(body))).toEqual(['The ﬁrst ᴅᴀʏ & night']);
  });

  it('is null for a flowing page, or one whose positioned boxes hold only pictures', () => {
    expect(positionedParagraphs(page('<p>Once upon a time.</p>'))).toBeNull();
    const picture = '<div style="position:absolute;top:0;left:0"><img src="p1.jpg" alt="A fox"/></div>';
    expect(positionedParagraphs(page(picture))).toBeNull();
  });
});

it('gives up on hostile markup, thousands of positioned boxes never closed, which is then read as flowing text', () => {
  const hostile = page(box(1, 1, 'x').replace('</div>', '').repeat(50_000));
  // Unbounded, each box's search for its end would read to the end of the page: minutes here.
  expect(positionedParagraphs(hostile)).toBeNull();
  expect(xhtmlContent(hostile).paragraphs.join(' ')).toContain('x x x');
});

it('gives up on elements nested thousands deep when the selectors name ancestors', () => {
  const styles = { rules: cssRules('.page .t { position: absolute; top: 1px }'), viewport: undefined };
  const deep = page(`<div class="page">${'<div class="t">x '.repeat(20_000)}`);
  expect(positionedParagraphs(deep, styles)).toBeNull();
  const shallow = page('<div class="page"><div class="t">x</div></div>');
  expect(positionedParagraphs(shallow, styles)).toEqual(['x']);
});

describe('xhtmlContent on a positioned page', () => {
  it('gives the page order and puts its pictures before its words', () => {
    const body = `<img src="bg.jpg" alt="A river at dawn"/>${box(300, 20, 'Second line')}${box(270, 20, 'First line')}`;
    const content = xhtmlContent(page(body));
    expect(content.paragraphs).toEqual(['First line Second line']);
    expect(content.images).toEqual([{ before: 0, src: 'bg.jpg', alt: 'A river at dawn' }]);
  });
});
