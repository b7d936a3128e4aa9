import { describe, expect, it } from 'vitest';
import { xhtmlParagraphs } from './xhtml-paragraphs.ts';

const page = (body: string) =>
  `<?xml version="1.0"?><html><head><title>T</title></head><body>${body}</body></html>`;

describe('xhtmlParagraphs', () => {
  it('makes each block a paragraph, headings included, and flattens inline markup', () => {
    const body = '<h2>One</h2><div><p>A <em>b</em>\n   c</p>Loose<ul><li>x</li><li>y<br/>z</li></ul></div>';
    expect(xhtmlParagraphs(page(body))).toEqual(['One', 'A b c', 'Loose', 'x', 'y z']);
  });

  it('decodes entities and keeps escaped markup as text', () => {
    expect(xhtmlParagraphs(page('<p>&lt;b&gt; &amp; &#233;&#x21;&nbsp;&mdash;</p>'))).toEqual(['<b> & é! —']);
  });

  it('drops scripts, styles, navigation, notes and hidden parts', () => {
    const body = [
      '<script>if (a < b) { x = "</p>"; }</script><style>p{}</style>',
      '<nav><p>Contents</p></nav><aside><p>Aside</p></aside>',
      '<section epub:type="footnotes"><p>Note</p></section><p hidden="">Hidden</p>',
      '<p>Kept<sup><a epub:type="noteref" href="#n">1</a></sup>.</p>',
    ].join('');
    expect(xhtmlParagraphs(page(body))).toEqual(['Kept.']);
  });

  it('keeps right-to-left text and tolerates a ">" inside an attribute', () => {
    expect(xhtmlParagraphs(page('<p dir="rtl" title="a > b">ما هو السرطان؟</p>'))).toEqual([
      'ما هو السرطان؟',
    ]);
  });

  // Its speed (linear in the page's size) is printed by bench:import, not asserted here.
  it('reads hostile, unterminated markup to its end: unclosed tags dropped, an unclosed tag read as text', () => {
    const hostile = `${'<b>'.repeat(50_000)}${'</i>'.repeat(50_000)}${'<a title="'.repeat(20_000)}${'<!--'.repeat(20_000)}`;
    expect(xhtmlParagraphs(hostile)).toEqual(['a title="'.repeat(20_000).trimEnd()]);
  });
});
