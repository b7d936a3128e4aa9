import { describe, expect, it } from 'vitest';
import type { Chunk } from '#contract/texts.ts';
import {
  clampSection,
  toEditorChunks,
  withoutParagraph,
  withoutSection,
  withParagraphContent,
} from './chunk-edits.ts';

const paragraph = (id: number, content = `p${id}`) => ({ id, paragraph_index: id, content });
const sections: Chunk[] = [
  { chunk_index: 0, paragraphs: [paragraph(0), paragraph(1)] },
  { chunk_index: 1, paragraphs: [paragraph(4)] },
  { chunk_index: 2, paragraphs: [paragraph(8), paragraph(9)] },
];

describe('editor chunk edits', () => {
  it('deletes a section and renumbers the rest by position for saving', () => {
    expect(toEditorChunks(withoutSection(sections, 1))).toEqual([
      {
        chunk_index: 0,
        paragraphs: [
          { id: 0, content: 'p0' },
          { id: 1, content: 'p1' },
        ],
      },
      {
        chunk_index: 1,
        paragraphs: [
          { id: 8, content: 'p8' },
          { id: 9, content: 'p9' },
        ],
      },
    ]);
  });

  it('replaces one paragraph and leaves the others untouched', () => {
    const edited = withParagraphContent(sections, 8, 'new');
    expect(edited[2]?.paragraphs.map((p) => p.content)).toEqual(['new', 'p9']);
    expect(edited[0]).toEqual(sections[0]);
  });

  it('removes a paragraph and a section it leaves empty', () => {
    expect(withoutParagraph(sections, 1)[0]?.paragraphs.map((p) => p.id)).toEqual([0]);
    expect(withoutParagraph(sections, 4).map((s) => s.chunk_index)).toEqual([0, 2]);
  });

  it('keeps the shown section inside the list', () => {
    expect(clampSection(2, 2)).toBe(1);
    expect(clampSection(0, 0)).toBe(0);
    expect(clampSection(1, 3)).toBe(1);
  });
});
