import type { StoredQuestion } from '#contract/questions.ts';
import { type Chunk, sectionOf, type Text, type TextDetail } from '#contract/texts.ts';
import type { choices, questions } from '../../db/schema.ts';
import type { ParagraphRow } from './paragraph-store.ts';
import type { TextRow, TextWithCounts } from './repository.ts';

/** A texts row as the API shows it; `content` only when asked for (never in the list). */
export function textResource(row: TextWithCounts, { withContent = false } = {}): Text {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    status: row.status,
    ...(withContent ? { content: row.content ?? '' } : {}),
    epub_file_path: row.epubFilePath,
    paragraphs_count: row.paragraphsCount,
    question_count: row.questionCount,
    word_count: row.wordCount,
    reading_level: Number(row.readingLevel),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const paragraphResource = (row: ParagraphRow) => ({
  id: row.id,
  content: row.content,
  paragraph_index: row.paragraphIndex,
});

/** A questions row and its choices (in order) as the owner sees them, the correct choice marked. */
export function questionResource(
  row: typeof questions.$inferSelect,
  choiceRows: (typeof choices.$inferSelect)[],
): StoredQuestion {
  return {
    id: row.id,
    content: row.content,
    paragraph_index: row.paragraphIndex,
    type: row.type,
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
export function chunksOf(rows: ParagraphRow[]): Chunk[] {
  const chunks = new Map<number, Chunk>();
  for (const row of rows) {
    const chunkIndex = sectionOf(row.paragraphIndex);
    let chunk = chunks.get(chunkIndex);
    if (!chunk) {
      chunk = { chunk_index: chunkIndex, paragraphs: [] };
      chunks.set(chunkIndex, chunk);
    }
    chunk.paragraphs.push(paragraphResource(row));
  }
  return [...chunks.values()];
}

export function textDetailResource(row: TextRow, paragraphs: ParagraphRow[]): TextDetail {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    status: row.status,
    word_count: row.wordCount,
    reading_level: Number(row.readingLevel),
    epub_file_path: row.epubFilePath,
    chunks: chunksOf(paragraphs),
  };
}
