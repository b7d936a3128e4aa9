import type { StoredQuestion } from '#contract/questions.ts';
import { type Chunk, type Paragraph, sectionOf, type Text, type TextDetail } from '#contract/texts.ts';
import type { choices, questions } from '../../db/schema.ts';
import type { ParagraphRow } from './paragraph-store.ts';
import type { TextRow, TextWithCounts } from './repository.ts';
import { coverOf, type TextImages } from './text-images.ts';

/** A texts row as the API shows it; `content` only when asked for (never in the list). */
export function textResource(row: TextWithCounts, { withContent = false } = {}): Text {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    status: row.status,
    ...(withContent ? { content: row.content ?? '' } : {}),
    epub_file_path: row.epubFilePath,
    cover: coverOf(row.id, row.coverName),
    paragraphs_count: row.paragraphsCount,
    question_count: row.questionCount,
    word_count: row.wordCount,
    reading_level: Number(row.readingLevel),
    language: row.language,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A paragraph as the API shows it; `images` only when it has pictures (so a plain text's payload is unchanged). */
export function paragraphResource(row: ParagraphRow, images?: TextImages): Paragraph {
  const pictures = images?.byParagraphId.get(row.id);
  return {
    id: row.id,
    content: row.content,
    paragraph_index: row.paragraphIndex,
    ...(pictures ? { images: pictures } : {}),
  };
}

/**
 * A questions row and its choices (in order) as the owner sees them, the correct choice marked;
 * its flaws are added on the way out (`withFlaws`), read against the text around it.
 */
export function questionResource(
  row: typeof questions.$inferSelect,
  choiceRows: (typeof choices.$inferSelect)[],
): Omit<StoredQuestion, 'flaws'> {
  return {
    id: row.id,
    content: row.content,
    paragraph_index: row.paragraphIndex,
    type: row.type,
    element: row.element,
    skill: row.skill,
    source: row.source,
    explanation: row.explanation,
    evidence:
      row.evidenceSentence === null || row.evidenceParagraphIndex === null
        ? null
        : { paragraph_index: row.evidenceParagraphIndex, sentence: row.evidenceSentence },
    choices: choiceRows.map((choice) => ({ id: choice.id, text: choice.text, is_correct: choice.isCorrect })),
  };
}

/** Paragraphs grouped into sections of four, by their global index. */
export function chunksOf(rows: ParagraphRow[], images?: TextImages): Chunk[] {
  const chunks = new Map<number, Chunk>();
  for (const row of rows) {
    const chunkIndex = sectionOf(row.paragraphIndex);
    let chunk = chunks.get(chunkIndex);
    if (!chunk) {
      chunk = { chunk_index: chunkIndex, paragraphs: [] };
      chunks.set(chunkIndex, chunk);
    }
    chunk.paragraphs.push(paragraphResource(row, images));
  }
  return [...chunks.values()];
}

export function textDetailResource(row: TextRow, paragraphs: ParagraphRow[], images: TextImages): TextDetail {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    status: row.status,
    word_count: row.wordCount,
    reading_level: Number(row.readingLevel),
    language: row.language,
    epub_file_path: row.epubFilePath,
    cover: images.cover,
    chunks: chunksOf(paragraphs, images),
  };
}
