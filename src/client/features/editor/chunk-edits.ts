import type { Chunk, EditorChunk } from '#contract/texts.ts';

/** The sections without the one at `position` (local until 'Save Changes'). */
export const withoutSection = (sections: Chunk[], position: number) =>
  sections.filter((_, index) => index !== position);

/** The sections with one paragraph's content replaced. */
export const withParagraphContent = (sections: Chunk[], paragraphId: number, content: string) =>
  sections.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((paragraph) =>
      paragraph.id === paragraphId ? { ...paragraph, content } : paragraph,
    ),
  }));

/** The sections without one paragraph; a section left empty goes too. */
export const withoutParagraph = (sections: Chunk[], paragraphId: number) =>
  sections
    .map((section) => ({
      ...section,
      paragraphs: section.paragraphs.filter((paragraph) => paragraph.id !== paragraphId),
    }))
    .filter((section) => section.paragraphs.length > 0);

/** The editor form of PUT /api/texts/{id}: sections numbered by position, paragraphs by id and content. */
export const toEditorChunks = (sections: Chunk[]): EditorChunk[] =>
  sections.map((section, position) => ({
    chunk_index: position,
    paragraphs: section.paragraphs.map(({ id, content }) => ({ id, content })),
  }));

/** The section to show after the list changed: the same position, or the last one. */
export const clampSection = (position: number, count: number) => Math.max(0, Math.min(position, count - 1));
