import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractEpubText } from './extract-epub-text.ts';
import { navTitles, ncxTitles } from './table-of-contents.ts';

const fixture = (name: string) => readFileSync(join(process.cwd(), '../shared/fixtures/epub', name));

describe('navTitles', () => {
  it('reads the toc nav’s links in order, nested ones included, and skips other navs', () => {
    const nav = [
      '<nav epub:type="landmarks"><ol><li><a href="c.xhtml">Cover</a></li></ol></nav>',
      '<nav id="toc" epub:type="toc"><h1>Contents</h1><ol>',
      '<li><a href="1.xhtml"><span>One</span> &amp; <em>Only</em></a>',
      '<ol><li><a href="1.xhtml#a">\n  Part   A\0</a></li></ol></li>',
      '<li><a href="2.xhtml">Two</a></li><li><span>Heading only</span></li></ol></nav>',
    ].join('');
    expect(navTitles(`<html><body>${nav}</body></html>`)).toEqual(['One & Only', 'Part A', 'Two']);
  });

  it('gives nothing without a toc nav, and stays fast on unclosed links', () => {
    expect(navTitles('<nav><a href="x">X</a></nav>')).toEqual([]);
    const hostile = `<nav epub:type="toc">${'<a href="x">'.repeat(100_000)}${'</a>'.repeat(10)}`;
    const started = performance.now();
    expect(navTitles(hostile)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('ncxTitles', () => {
  it('reads navPoint labels depth first', () => {
    const ncx = `<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap>
      <navPoint id="a"><navLabel><text>Part One</text></navLabel>
        <navPoint id="a1"><navLabel><text>Chapter 1</text></navLabel></navPoint></navPoint>
      <navPoint id="b"><navLabel><text>Part &amp; Two</text></navLabel></navPoint></navMap></ncx>`;
    expect(ncxTitles(ncx)).toEqual(['Part One', 'Chapter 1', 'Part & Two']);
  });

  it('gives no titles for a broken NCX instead of failing the book', () => {
    expect(ncxTitles('<ncx><navMap><navPoint id="a"><navLabel><text attr="1></text>')).toEqual([]);
  });
});

describe('extractEpubText toc', () => {
  it('comes from the navigation document of the fixtures, in order', () => {
    expect(extractEpubText(fixture('wasteland.epub')).toc).toEqual([
      ...['I. THE BURIAL OF THE DEAD', 'II. A GAME OF CHESS', 'III. THE FIRE SERMON'],
      ...['IV. DEATH BY WATER', 'V. WHAT THE THUNDER SAID', 'NOTES ON "THE WASTE LAND"'],
    ]);
    expect(extractEpubText(fixture('hefty-water.epub')).toc).toEqual([
      ...['Hefty Water', 'The Switch', 'The Source', 'Hefty Ruby Water'],
    ]);
  });
});
