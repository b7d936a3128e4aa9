import type { ParagraphWithQuestions } from '#contract/texts.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import { withFlaws } from '../questions/story-context.ts';
import { findParagraph, paragraphsOf, updateParagraphAt } from './paragraph-store.ts';
import * as repository from './repository.ts';
import { imagesOf } from './text-images.ts';
import { paragraphResource, questionResource } from './text-resource.ts';
import { refreshDerivedColumns } from './text-stats.ts';

/**
 * Every paragraph with the questions asked about it (choices with their correctness, and the flaws
 * the checker finds now: owner view). The text is read once and each question checked against it.
 */
export async function paragraphsWithQuestions(db: Db, textId: number): Promise<ParagraphWithQuestions[]> {
  const [rows, questionRows, images] = await Promise.all([
    paragraphsOf(db, textId),
    repository.questionsWithChoicesOf(db, textId),
    imagesOf(db, textId),
  ]);
  const checked = await withFlaws(
    questionRows.map((question) => questionResource(question, question.choices)),
    rows,
  );
  const byIndex = new Map<number, ParagraphWithQuestions['questions']>();
  for (const question of checked) {
    const list = byIndex.get(question.paragraph_index) ?? [];
    list.push(question);
    byIndex.set(question.paragraph_index, list);
  }
  return rows.map((row) => ({
    ...paragraphResource(row, images),
    questions: byIndex.get(row.paragraphIndex) ?? [],
  }));
}

async function ownParagraph(db: Db, textId: number, paragraphId: number) {
  const row = await findParagraph(db, paragraphId, textId, { lock: true });
  if (!row) throw notFound('Paragraph');
  return row;
}

export async function updateParagraph(db: Db, textId: number, paragraphId: number, content: string) {
  return db.transaction(async (tx) => {
    const row = await ownParagraph(tx, textId, paragraphId);
    await updateParagraphAt(tx, textId, row.paragraphIndex, content);
    await refreshDerivedColumns(tx, textId);
    return paragraphResource({ ...row, content });
  });
}

/** Deletes a paragraph and its questions; later paragraphs move up one index. */
export async function deleteParagraph(db: Db, textId: number, paragraphId: number) {
  await db.transaction(async (tx) => {
    const row = await ownParagraph(tx, textId, paragraphId);
    await repository.deleteParagraphAt(tx, textId, row);
    await refreshDerivedColumns(tx, textId);
  });
}

export async function deleteQuestion(db: Db, textId: number, questionId: number) {
  if (!(await repository.deleteQuestion(db, textId, questionId))) throw notFound('Question');
}
