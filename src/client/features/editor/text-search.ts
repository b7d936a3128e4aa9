import type { Chunk } from '#contract/texts.ts';

export const SEARCH_MIN_LENGTH = 3;

export interface SearchMatch {
  /** Position of the section in the editor's (possibly locally edited) list. */
  section: number;
  paragraphId: number;
  /** Where the first occurrence starts, for a snippet. */
  at: number;
}

/** docs/product.md §2: case-insensitive substring match across every paragraph, one match per paragraph. */
export function searchParagraphs(sections: Chunk[], query: string): SearchMatch[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle.length < SEARCH_MIN_LENGTH) return [];
  return sections.flatMap((section, position) =>
    section.paragraphs.flatMap((paragraph) => {
      const at = paragraph.content.toLocaleLowerCase().indexOf(needle);
      return at < 0 ? [] : [{ section: position, paragraphId: paragraph.id, at }];
    }),
  );
}

/** A short piece of the paragraph around the match. */
export function snippet(content: string, at: number, radius = 40): string {
  const start = Math.max(0, at - radius);
  const end = Math.min(content.length, at + radius * 2);
  return `${start > 0 ? '…' : ''}${content.slice(start, end)}${end < content.length ? '…' : ''}`;
}
