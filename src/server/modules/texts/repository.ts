import { and, asc, between, desc, eq, exists, getTableColumns, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assignments, choices, questions, texts } from '../../db/schema.ts';
import {
  contentOf,
  type ParagraphRange,
  type ParagraphRow,
  paragraphsCountOf,
  removeParagraphAt,
} from './paragraph-store.ts';
import { coverNameOf } from './text-images.ts';

export type TextRow = typeof texts.$inferSelect;
export type TextInsert = typeof texts.$inferInsert;
/** `content` (the paragraphs joined) only when asked for: reading a book back costs as much as writing it. */
export type TextWithCounts = TextRow & {
  paragraphsCount: number;
  questionCount: number;
  /** The stored name of its cover picture, if it has one. */
  coverName?: string | null;
  content?: string;
};

// Written out qualified: drizzle renders its columns unqualified here, and "id" would bind to the subquery's table.
const textIdColumn = sql`"texts"."id"`;
const counts = {
  paragraphsCount: paragraphsCountOf(textIdColumn),
  questionCount: sql<number>`(select count(*) from "questions" where "questions"."text_id" = "texts"."id")::int`,
  coverName: coverNameOf(textIdColumn),
};

/** The owner's texts, newest first. */
export function listTextsOf(db: Db, ownerId: number): Promise<TextWithCounts[]> {
  return db
    .select({ ...getTableColumns(texts), ...counts })
    .from(texts)
    .where(eq(texts.ownerId, ownerId))
    .orderBy(desc(texts.createdAt), desc(texts.id));
}

export async function findTextWithCounts(
  db: Db,
  id: number,
  { withContent = false } = {},
): Promise<TextWithCounts | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(texts),
      ...counts,
      ...(withContent ? { content: contentOf(textIdColumn) } : {}),
    })
    .from(texts)
    .where(eq(texts.id, id));
  return row;
}

export async function findText(db: Db, id: number): Promise<TextRow | undefined> {
  const [row] = await db.select().from(texts).where(eq(texts.id, id));
  return row;
}

/** The text if `userId` owns it (and may own texts) or has an assignment of it. */
export async function findTextForReader(db: Db, id: number, userId: number, mayOwn: boolean) {
  const assigned = db
    .select({ one: sql`1` })
    .from(assignments)
    .where(and(eq(assignments.textId, texts.id), eq(assignments.assignedUserId, userId)));
  const [row] = await db
    .select()
    .from(texts)
    .where(and(eq(texts.id, id), or(mayOwn ? eq(texts.ownerId, userId) : undefined, exists(assigned))));
  return row;
}

export async function insertText(db: Db, values: TextInsert): Promise<TextRow> {
  const [row] = await db.insert(texts).values(values).returning();
  if (!row) throw new Error('insert returned no text');
  return row;
}

export async function updateText(db: Db, id: number, values: Partial<TextInsert>) {
  await db
    .update(texts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(texts.id, id));
}

export async function deleteText(db: Db, id: number) {
  await db.delete(texts).where(eq(texts.id, id));
}

/** Removes one paragraph and its questions, and closes the gap in both indexes. */
export async function deleteParagraphAt(
  db: Db,
  textId: number,
  paragraph: Pick<ParagraphRow, 'paragraphIndex'>,
) {
  const at = paragraph.paragraphIndex;
  await removeParagraphAt(db, textId, at);
  await db.delete(questions).where(and(eq(questions.textId, textId), eq(questions.paragraphIndex, at)));
  await db
    .update(questions)
    .set({ paragraphIndex: sql`${questions.paragraphIndex} - 1` })
    .where(and(eq(questions.textId, textId), gt(questions.paragraphIndex, at)));
}

/** The text's questions (those on the paragraphs in `range`, when given) with their choices, in order. */
export async function questionsWithChoicesOf(db: Db, textId: number, range?: ParagraphRange) {
  const questionRows = await db
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.textId, textId),
        range ? between(questions.paragraphIndex, range.first, range.last) : undefined,
      ),
    )
    .orderBy(asc(questions.paragraphIndex), asc(questions.id));
  const ids = questionRows.map((question) => question.id);
  const choiceRows = ids.length
    ? await db
        .select()
        .from(choices)
        .where(inArray(choices.questionId, ids))
        .orderBy(asc(choices.position), asc(choices.id))
    : [];
  return questionRows.map((question) => ({
    ...question,
    choices: choiceRows.filter((choice) => choice.questionId === question.id),
  }));
}

export type QuestionWithChoices = Awaited<ReturnType<typeof questionsWithChoicesOf>>[number];

export async function deleteQuestion(db: Db, textId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(questions)
    .where(and(eq(questions.textId, textId), eq(questions.id, id)))
    .returning({ id: questions.id });
  return deleted.length > 0;
}
