import { describe, expect, it } from 'vitest';
import { i18n } from '#client/i18n/i18n.ts';
import turkishEditor from '#client/i18n/locales/tr/editor.json';
import type { Chunk } from '#contract/texts.ts';
import { searchParagraphs, snippet } from './text-search.ts';

const sections: Chunk[] = [
  {
    chunk_index: 0,
    paragraphs: [
      { id: 1, paragraph_index: 0, content: 'The Fox ran.' },
      { id: 2, paragraph_index: 1, content: 'A hen slept.' },
    ],
  },
  { chunk_index: 1, paragraphs: [{ id: 5, paragraph_index: 4, content: 'Then the fox and the fox again.' }] },
];

describe('editor search (docs/product.md §2)', () => {
  it('matches a substring in any case across every paragraph, once per paragraph', () => {
    expect(searchParagraphs(sections, 'FOX')).toEqual([
      { section: 0, paragraphId: 1, at: 4 },
      { section: 1, paragraphId: 5, at: 9 },
    ]);
  });

  it('finds nothing under 3 characters (surrounding spaces do not count)', () => {
    expect(searchParagraphs(sections, 'he')).toEqual([]);
    expect(searchParagraphs(sections, ' he ')).toEqual([]);
    expect(searchParagraphs(sections, 'hen')).toHaveLength(2);
  });

  it('labels the count (docs/product.md §2: "1 result", "N results found") in English and Turkish', () => {
    const english = (count: number) => i18n.t('search.results', { ns: 'editor', count });
    expect(english(1)).toBe('1 result');
    expect(english(0)).toBe('0 results found');
    expect(english(7)).toBe('7 results found');
    i18n.addResourceBundle('tr', 'editor', turkishEditor, true, true);
    expect(i18n.getFixedT('tr', 'editor')('search.results', { count: 7 })).toBe('7 sonuç bulundu');
  });

  it('cuts a snippet around the match', () => {
    expect(snippet('abcdefghij', 5, 2)).toBe('…defghi…');
    expect(snippet('short', 0)).toBe('short');
  });
});
