import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildEpub } from '#test/integration/texts-epub-builder.ts';
import { extractEpubText } from './extract-epub-text.ts';

/** A fixed-layout page (its viewport 800×600 unless told) with the given head and body. */
const page = (
  head: string,
  body: string,
  viewport = '<meta name="viewport" content="width=800, height=600"/>',
) =>
  `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>p</title>${viewport}${head}</head><body>${body}</body></html>`;

/** The paragraphs of a one-page book made of `xhtml`, with extra archive entries (stylesheets). */
function read(xhtml: string, extra: Record<string, string> = {}) {
  const entries = Object.fromEntries(
    Object.entries({ 'OEBPS/c0.xhtml': xhtml, ...extra }).map(([k, v]) => [k, strToU8(v)]),
  );
  return extractEpubText(buildEpub({ chapters: [''], extra: entries })).paragraphs;
}

/** Lines written bottom line first, so only their positions can put them in order. */
const lines =
  '<p class="line l3">by the river.</p><span id="two">lived a fox</span><div class="line l1">Long ago</div>';

describe('a fixed-layout page whose boxes are placed by its stylesheets', () => {
  it('reads a <style> element’s #id, .class and element.class positions in reading order', () => {
    const css = `.line { position: absolute; left: 40px } div.l1 { top: 100px } #two { position: absolute; top: 100px; left: 220px } p.l3 { top: 130px }`;
    expect(read(page(`<style>${css}</style>`, lines))).toEqual(['Long ago lived a fox by the river.']);
  });

  it('reads a linked stylesheet, its address relative to the page', () => {
    const css =
      'div, p, span { position: absolute } .l1 { top: 10px } #two { top: 10px; left: 300px } .l3 { top: 40px }';
    const xhtml = page('<link rel="stylesheet" type="text/css" href="../Styles/page.css"/>', lines);
    expect(read(xhtml, { 'Styles/page.css': css })).toEqual(['Long ago lived a fox by the river.']);
  });

  it('lets the style attribute override the stylesheet, and the more specific rule the less', () => {
    const css =
      '.line { position: absolute; top: 10px } #two { position: absolute; top: 10px; left: 300px } p.line { top: 900px } .l3 { top: 0 }';
    const body =
      '<p class="line" style="top: 5px">First.</p><span id="two">Third.</span><div class="line" style="left: 100px">Second.</div>';
    expect(read(page(`<style>${css}</style>`, body))).toEqual(['First. Second. Third.']);
  });

  it('lets the later rule win between rules equally specific, across a <style> and a linked sheet', () => {
    const css = '.a { position: absolute; top: 10px } .b { position: absolute; top: 40px }';
    const later = '.a { top: 70px }';
    const xhtml = page(
      `<style>${css}</style><link rel="stylesheet" href="later.css"/>`,
      '<p class="a">Down here.</p><p class="b">Up here.</p>',
    );
    expect(read(xhtml, { 'OEBPS/later.css': later })).toEqual(['Up here. Down here.']);
  });

  it('places % of the viewport', () => {
    const css = '.a { position: absolute; top: 50%; left: 0 } .b { position: absolute; top: 250px; left: 0 }';
    const body = '<p class="a">After.</p><p class="b">Before.</p>';
    // 50% of 600 is 300, below 250; taken as a bare number, 50 would come first.
    expect(read(page(`<style>${css}</style>`, body))).toEqual(['Before. After.']);
  });

  it('reads a page its stylesheets do not place in document order', () => {
    const css = '.line { color: navy } p { margin: 0 }';
    expect(read(page(`<style>${css}</style>`, lines))).toEqual(['by the river.', 'lived a fox', 'Long ago']);
  });

  it('reads a reflowable page (no viewport, book not pre-paginated) in document order whatever its stylesheet says', () => {
    const css = '.l1 { position: absolute; top: 0 } .l3 { position: absolute; top: 50px }';
    expect(read(page(`<style>${css}</style>`, lines, ''))).toEqual([
      'by the river.',
      'lived a fox',
      'Long ago',
    ]);
  });

  it('ignores selectors it does not read, and reads what it can of CSS cut short', () => {
    const unread = '.a:first-child, .a[title], p + .a, p ~ .a, .a::before { top: -10px }';
    const css = `.a { position: absolute; top: 10px } .b { position: absolute; top: 20px } ${unread} .b { top: 5px; left: 0`;
    expect(read(page(`<style>${css}</style>`, '<p class="a">Two.</p><p class="b">One.</p>'))).toEqual([
      'One. Two.',
    ]);
  });

  it('reads descendant and child selectors, bottom and right, and screen @media rules', () => {
    const css = `.page .t { position: absolute; left: 10px } .page > .first { top: 10px }
      @media screen { div.page p.last { bottom: 20px } } @media print { .t { top: 0 } }
      .page .mid { bottom: 300px; right: 10px }`;
    const body = `<div class="page"><p class="t last">lived happily.</p><p class="t first">Once</p>
      <div class="col"><span class="t mid">they</span></div></div>`;
    expect(read(page(`<style>${css}</style>`, body))).toEqual(['Once they lived happily.']);
  });
});
