import { and, asc, desc, eq, exists, getTableColumns, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assignments, choices, paragraphs, questions, texts } from '../../db/schema.ts';

export type TextRow = typeof texts.$inferSelect;
export type TextInsert = typeof texts.$inferInsert;
export type ParagraphRow = typeof paragraphs.$inferSelect;
export type TextWithCounts = TextRow & { paragraphsCount: number; questionCount: number };

// Written out qualified: drizzle renders its columns unqualified here, and "id" would bind to the subquery's table.
const counts = {
  paragraphsCount: sql<number>`(select count(*) from "paragraphs" where "paragraphs"."text_id" = "texts"."id")::int`,
  questionCount: sql<number>`(select count(*) from "questions" where "questions"."text_id" = "texts"."id")::int`,
};

/** Every column but `content` (a whole book): what a response without the content needs. */
const { content: _content, ...columnsWithoutContent } = getTableColumns(texts);

/** The owner's texts, newest first, without their content (the list stays light). */
export async function listTextsOf(db: Db, ownerId: number): Promise<TextWithCounts[]> {
  const rows = await db
    .select({ ...columnsWithoutContent, ...counts })
    .from(texts)
    .where(eq(texts.ownerId, ownerId))
    .orderBy(desc(texts.createdAt), desc(texts.id));
  return rows.map((row) => ({ ...row, content: '' }));
}

/** With `content: ''` unless asked for: reading a book's text back costs as much as writing it. */
export async function findTextWithCounts(
  db: Db,
  id: number,
  { withContent = false } = {},
): Promise<TextWithCounts | undefined> {
  const columns = withContent ? getTableColumns(texts) : columnsWithoutContent;
  const [row] = await db
    .select({ ...columns, ...counts })
    .from(texts)
    .where(eq(texts.id, id));
  return row && { content: '', ...row };
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

/** Inserts a text and returns its id (not the row: that would send the whole content back). */
export async function insertText(db: Db, values: TextInsert): Promise<number> {
  const [row] = await db.insert(texts).values(values).returning({ id: texts.id });
  if (!row) throw new Error('insert returned no text');
  return row.id;
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

/**
 * Inserts paragraphs at indexes 0..n-1 in the given order; a kept paragraph keeps its id. One
 * statement over one JSON parameter: a book of thousands of paragraphs is one round trip, no
 * statement nears PostgreSQL's 65,535-parameter limit, and JSON crosses into the database faster
 * than a text[] literal. New paragraphs only (imports, pasted texts) skip the id column entirely.
 */
export async function insertParagraphs(db: Db, textId: number, rows: { id?: number; content: string }[]) {
  if (rows.length === 0) return;
  if (rows.every((row) => row.id === undefined)) {
    const contents = JSON.stringify(rows.map((row) => row.content));
    await db.execute(sql`
      insert into ${paragraphs} (text_id, paragraph_index, content)
      select ${textId}, u.ord - 1, u.content
      from json_array_elements_text(${contents}::json) with ordinality as u(content, ord)`);
    return;
  }
  const pairs = JSON.stringify(rows.map((row) => [row.id ?? null, row.content]));
  await db.execute(sql`
    insert into ${paragraphs} (id, text_id, paragraph_index, content)
    select coalesce((u.pair->>0)::int, nextval(pg_get_serial_sequence('paragraphs', 'id'))), ${textId}, u.ord - 1, u.pair->>1
    from json_array_elements(${pairs}::json) with ordinality as u(pair, ord)`);
}

export function paragraphsOf(db: Db, textId: number): Promise<ParagraphRow[]> {
  return db
    .select()
    .from(paragraphs)
    .where(eq(paragraphs.textId, textId))
    .orderBy(asc(paragraphs.paragraphIndex));
}

export async function findParagraph(db: Db, textId: number, id: number): Promise<ParagraphRow | undefined> {
  const [row] = await db
    .select()
    .from(paragraphs)
    .where(and(eq(paragraphs.textId, textId), eq(paragraphs.id, id)));
  return row;
}

export async function deleteAllParagraphs(db: Db, textId: number) {
  await db.delete(paragraphs).where(eq(paragraphs.textId, textId));
}

/** Removes one paragraph and its questions, and closes the gap in both indexes. */
export async function deleteParagraphAt(db: Db, textId: number, paragraph: ParagraphRow) {
  const at = paragraph.paragraphIndex;
  await db.delete(paragraphs).where(eq(paragraphs.id, paragraph.id));
  await db.delete(questions).where(and(eq(questions.textId, textId), eq(questions.paragraphIndex, at)));
  await db
    .update(paragraphs)
    .set({ paragraphIndex: sql`${paragraphs.paragraphIndex} - 1` })
    .where(and(eq(paragraphs.textId, textId), gt(paragraphs.paragraphIndex, at)));
  await db
    .update(questions)
    .set({ paragraphIndex: sql`${questions.paragraphIndex} - 1` })
    .where(and(eq(questions.textId, textId), gt(questions.paragraphIndex, at)));
}

export async function questionsWithChoicesOf(db: Db, textId: number) {
  const questionRows = await db
    .select()
    .from(questions)
    .where(eq(questions.textId, textId))
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

export async function deleteQuestion(db: Db, textId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(questions)
    .where(and(eq(questions.textId, textId), eq(questions.id, id)))
    .returning({ id: questions.id });
  return deleted.length > 0;
}
