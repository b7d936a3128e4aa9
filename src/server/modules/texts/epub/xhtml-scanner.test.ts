import { describe, expect, it } from 'vitest';
import { xhtmlParagraphs } from './xhtml-paragraphs.ts';

/** Malformed markup, each with what the earlier regex tokenizer made of it (the scanner keeps it). */
const malformed: [string, string[]][] = [
  ['<p>a < b and c <3 d</p>', ['a b and c 3 d']],
  ['<p>x<!-- c </p> -->y<!--- z -->w<!-->q</p><p>r</p>', ['xyw']],
  ['<p>s<![CDATA[<b>&amp;</b>]]>t</p><p>u<![CDATA[ unterminated', ['s<b>&amp;</b>t', 'u unterminated']],
  ['<p>a<!DOCTYPE x <p>b</p>', ['a', 'b']],
  ['<p>a<?pi x?>b<? unterminated <p>c</p>', ['ab', 'c']],
  [`<p title="a > b" data-x='<'>q</p><p>r</p>`, [`p title="a > b" data-x=''>q`, 'r']],
  ['<p title="unclosed>q</p><p>r</p>', ['p title="unclosed>q', 'r']],
  ['<P>Upper</P><DIV>d<BR/>e</DIV>', ['Upper', 'd e']],
  ['<p>a</ p>b</p><p/>c<p>d</p>', ['a/ p>b', 'c', 'd']],
  [
    '<script>a</script >b<p>c</p><style/>d<p>e</p><SCRIPT>x</SCRIPT>f<script>open <p>g</p>',
    ['b', 'c', 'd', 'e', 'f'],
  ],
  ['<p>a<1>b</1></p><p>c<_x>d</p>', ['a1>b/1>', 'c_x>d']],
  ['<div>a<p>b</div>c</p>d', ['a', 'b', 'cd']],
  ['<p>a<b:c.d-e>b</b:c.d-e>c</p>', ['abc']],
  ['<p>x</p><', ['x']],
  ['<p>x</p></', ['x']],
  ['<p>x</p><!', ['x']],
  ['<p>x</p><a', ['x', 'a']],
  ['<p>&amp<b>x</b>&lt;&#x1F600;&bogus;&#0;</p>', ['&x<😀&bogus;\uFFFD']],
];

describe('xhtmlParagraphs on malformed markup', () => {
  it.each(malformed)('%j', (source, paragraphs) => {
    expect(xhtmlParagraphs(source)).toEqual(paragraphs);
  });

  it('reads an element named like an Object.prototype property as any other (the regex tokenizer threw on <constructor>)', () => {
    expect(xhtmlParagraphs('<p>a<constructor>b</constructor> <Constructor>c</p>')).toEqual(['ab c']);
  });

  it('collapses every kind of JavaScript whitespace and drops NULs before collapsing', () => {
    const source = '<p>\u00a0a\u2028b\u3000\u3000c\ufeff\t\n d\0e \0 f\u200a</p><p>\t1\t</p><p>\u2029</p>';
    expect(xhtmlParagraphs(source)).toEqual(['a b c de f', '1']);
  });

  it('collapses whitespace exactly as /\\s+/ does, for every UTF-16 code unit', () => {
    const units = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code))
      .filter((unit) => unit !== '<' && unit !== '&' && unit !== '\0')
      .map((unit) => `x${unit}${unit}y${unit}z`);
    const expected = units.map((text) => text.replace(/\s+/g, ' '));
    expect(xhtmlParagraphs(units.map((text) => `<p>${text}</p>`).join(''))).toEqual(expected);
  });
});
