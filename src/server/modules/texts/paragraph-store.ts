import { and, eq, type SQL, sql } from 'drizzle-orm';
import { binaryTextArray } from '../../db/binary-text-array.ts';
import type { Db } from '../../db/database.ts';
import { paragraphIdCounter, textParagraphs } from '../../db/schema.ts';

/** One paragraph of a text: its id, its 0-based index in reading order and its text. */
export interface ParagraphRow {
  id: number;
  paragraphIndex: number;
  content: string;
}

/** 0-based paragraph indexes `first..last`, inclusive. */
export interface ParagraphRange {
  first: number;
  last: number;
}

// Arrays are read as JSON: both drivers parse JSON natively, where a text[] literal is parsed in
// JavaScript (ten times slower for a book).
const idsJson = (slice: SQL = sql``) => sql<number[] | null>`array_to_json(${textParagraphs.ids}${slice})`;
const contentsJson = (slice: SQL = sql``) =>
  sql<string[] | null>`array_to_json(${textParagraphs.contents}${slice})`;

/** Integers as an int[] literal: nothing in it needs quoting. */
const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
/** Integers as an int4multirange literal of their runs: `[3, 4, 5, 9]` → `{[3,6),[9,10)}`. */
export function idRangesLiteral(ids: number[]): string {
  const sorted = [...ids].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    const start = sorted[i] as number;
    let end = start + 1;
    while (++i < sorted.length && (sorted[i] as number) <= end) end = (sorted[i] as number) + 1;
    ranges.push(`[${start},${end})`);
  }
  return `{${ranges.join(',')}}`;
}
/** Strings in text[]'s binary format: a book is neither escaped here nor parsed by the database. */
const textArray = (values: string[]) => sql`${binaryTextArray(values)}::text[]`;

const rowsFrom = (ids: number[] | null, contents: string[] | null, firstIndex: number): ParagraphRow[] =>
  (ids ?? []).map((id, i) => ({ id, paragraphIndex: firstIndex + i, content: contents?.[i] ?? '' }));

/**
 * Where a write reads a paragraph's index before changing it: `lock` holds the text's paragraphs
 * until the transaction ends, so on PostgreSQL a concurrent save cannot move the paragraph between
 * the read and the write (the write would land on whatever paragraph took its index).
 */
export interface ReadOptions {
  lock?: boolean;
}

/** Every paragraph of a text, in reading order. */
export async function paragraphsOf(db: Db, textId: number, { lock = false }: ReadOptions = {}) {
  const query = db
    .select({ ids: idsJson(), contents: contentsJson() })
    .from(textParagraphs)
    .where(eq(textParagraphs.textId, textId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? rowsFrom(row.ids, row.contents, 0) : [];
}

/** The paragraphs at indexes `range.first..range.last` (fewer past the end of the text). */
export async function paragraphsIn(db: Db, textId: number, range: ParagraphRange): Promise<ParagraphRow[]> {
  const slice = sql`[${range.first + 1}::int:${range.last + 1}::int]`;
  const [row] = await db
    .select({ ids: idsJson(slice), contents: contentsJson(slice) })
    .from(textParagraphs)
    .where(eq(textParagraphs.textId, textId));
  return row ? rowsFrom(row.ids, row.contents, range.first) : [];
}

/** How many paragraphs a text has, for a query over `texts`. */
export const paragraphsCountOf = (textId: SQL | number) =>
  sql<number>`coalesce((select cardinality(${textParagraphs.ids}) from ${textParagraphs} where ${textParagraphs.textId} = ${textId}), 0)::int`;

/** A text's content: its paragraphs joined by blank lines, for a query over `texts`. */
export const contentOf = (textId: SQL | number) =>
  sql<string>`coalesce((select array_to_string(${textParagraphs.contents}, E'\\n\\n') from ${textParagraphs} where ${textParagraphs.textId} = ${textId}), '')`;

export async function paragraphsCount(db: Db, textId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`cardinality(${textParagraphs.ids})` })
    .from(textParagraphs)
    .where(eq(textParagraphs.textId, textId));
  return row?.count ?? 0;
}

/**
 * Where the paragraph with this id is: its text and index (of this text, when given). Not its
 * content: fetching one element of an array reads the whole book.
 */
export async function findParagraph(db: Db, id: number, textId?: number, { lock = false }: ReadOptions = {}) {
  const query = db
    .select({
      textId: textParagraphs.textId,
      paragraphIndex: sql<number>`array_position(${textParagraphs.ids}, ${id}::int) - 1`,
    })
    .from(textParagraphs)
    .where(
      and(
        sql`${textParagraphs.idRanges} @> ${id}::int`,
        textId === undefined ? undefined : eq(textParagraphs.textId, textId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row && { ...row, id };
}

/** `count` fresh paragraph ids, consecutive; the counter row holds other writers until commit. */
async function allocateIds(db: Db, count: number): Promise<number> {
  const [row] = await db
    .update(paragraphIdCounter)
    .set({ nextId: sql`${paragraphIdCounter.nextId} + ${count}::int` })
    .where(eq(paragraphIdCounter.onlyRow, true))
    .returning({ first: sql<number>`${paragraphIdCounter.nextId} - ${count}::int` });
  if (!row) throw new Error('the paragraph id counter is missing');
  return row.first;
}

/**
 * Writes a text's paragraphs, indexes 0..n-1 in the given order, replacing any it had: a paragraph
 * with an id keeps it, the others get fresh ones.
 */
export async function writeParagraphs(db: Db, textId: number, rows: { id?: number; content: string }[]) {
  const fresh = rows.filter((row) => row.id === undefined).length;
  let nextId = fresh > 0 ? await allocateIds(db, fresh) : 0;
  const ids = rows.map((row) => row.id ?? nextId++);
  const values = {
    textId,
    ids: intArray(ids),
    idRanges: idRangesLiteral(ids),
    contents: textArray(rows.map((row) => row.content)),
  };
  await db
    .insert(textParagraphs)
    .values(values)
    .onConflictDoUpdate({
      target: textParagraphs.textId,
      set: { ids: sql`excluded.ids`, idRanges: sql`excluded.id_ranges`, contents: sql`excluded.contents` },
    });
}

export async function updateParagraphAt(db: Db, textId: number, index: number, content: string) {
  await db
    .update(textParagraphs)
    .set({
      contents: sql`${textParagraphs.contents}[:${index}::int] || ${content}::text || ${textParagraphs.contents}[${index + 2}::int:]`,
    })
    .where(eq(textParagraphs.textId, textId));
}

/** Removes the paragraph at `index`; the later ones move up one index. */
export async function removeParagraphAt(db: Db, textId: number, index: number) {
  const without = (column: typeof textParagraphs.ids | typeof textParagraphs.contents) =>
    sql`${column}[:${index}::int] || ${column}[${index + 2}::int:]`;
  const removedId = sql`${textParagraphs.ids}[${index + 1}::int]`;
  await db
    .update(textParagraphs)
    .set({
      ids: without(textParagraphs.ids),
      idRanges: sql`${textParagraphs.idRanges} - int4multirange(int4range(${removedId}, ${removedId} + 1))`,
      contents: without(textParagraphs.contents),
    })
    .where(eq(textParagraphs.textId, textId));
}
