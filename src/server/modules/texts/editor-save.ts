import type { EditorChunk } from '#contract/texts.ts';
import type { Db } from '../../db/database.ts';
import { validationError } from '../../http-error.ts';
import { type ParagraphRow, paragraphsOf, writeParagraphs } from './paragraph-store.ts';
import { moveQuestions } from './question-indexes.ts';

/** The editor's chunks as one ordered list; an id is kept only if it is one of the text's own. */
function orderedParagraphs(chunks: EditorChunk[], existing: ParagraphRow[]) {
  const existingIds = new Set(existing.map((row) => row.id));
  const seen = new Set<number>();
  const ordered = [...chunks]
    .sort((a, b) => a.chunk_index - b.chunk_index)
    .flatMap((chunk) => chunk.paragraphs)
    .map(({ id, content }) => ({ id, content: content.trim() }))
    .filter((paragraph) => paragraph.content.length > 0);
  for (const paragraph of ordered) {
    if (paragraph.id === undefined) continue;
    if (!existingIds.has(paragraph.id)) {
      throw validationError({ chunks: [`Paragraph ${paragraph.id} does not belong to this text.`] });
    }
    if (seen.has(paragraph.id))
      paragraph.id = undefined; // a duplicated paragraph becomes a new one
    else seen.add(paragraph.id);
  }
  if (ordered.length === 0) throw validationError({ chunks: ['The text needs at least one paragraph.'] });
  return ordered;
}

/**
 * Replaces a text's paragraphs with the editor's chunks, re-indexed in order. Call it inside the
 * transaction that also updates the text: any failure rolls back to the old paragraphs. Kept
 * paragraphs keep their ids and their questions; questions of removed paragraphs are deleted.
 */
export async function replaceParagraphsFromChunks(tx: Db, textId: number, chunks: EditorChunk[]) {
  const existing = await paragraphsOf(tx, textId, { lock: true });
  const ordered = orderedParagraphs(chunks, existing);
  const oldIndexById = new Map(existing.map((row) => [row.id, row.paragraphIndex]));
  const moves = new Map<number, number>();
  ordered.forEach((paragraph, newIndex) => {
    const oldIndex = paragraph.id === undefined ? undefined : oldIndexById.get(paragraph.id);
    if (oldIndex !== undefined) moves.set(oldIndex, newIndex);
  });
  await moveQuestions(tx, textId, moves);
  await writeParagraphs(tx, textId, ordered);
  return ordered.map((paragraph) => paragraph.content);
}

/**
 * The list's edit re-splits the content. Paragraphs whose text is unchanged at the same index
 * keep their questions; the others lose them. Answers false, changing nothing, when every
 * paragraph is as it was.
 */
export async function replaceParagraphsFromContent(tx: Db, textId: number, pieces: string[]) {
  const existing = await paragraphsOf(tx, textId, { lock: true });
  const unchanged = (row: ParagraphRow) => pieces[row.paragraphIndex] === row.content;
  if (existing.length === pieces.length && existing.every(unchanged)) return false;
  const moves = new Map<number, number>();
  for (const row of existing) if (unchanged(row)) moves.set(row.paragraphIndex, row.paragraphIndex);
  await moveQuestions(tx, textId, moves);
  await writeParagraphs(
    tx,
    textId,
    pieces.map((content) => ({ content })),
  );
  return true;
}
