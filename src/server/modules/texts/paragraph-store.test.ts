import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { createTestDatabase } from '#test/harness/test-database.ts';
import { createTestUser } from '#test/harness/users.ts';
import { insertImportedText } from './insert-imported-text.ts';
import {
  findParagraph,
  idRangesLiteral,
  paragraphsCount,
  paragraphsIn,
  paragraphsOf,
  removeParagraphAt,
  updateParagraphAt,
  writeParagraphs,
} from './paragraph-store.ts';
import { findTextWithCounts, insertText } from './repository.ts';

let database: Database;
let ownerId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await createTestUser(database, { admin: true })).user.id;
});
afterAll(() => database.close());

const newText = async () => (await insertText(database.db, { ownerId, title: 'T', author: 'A' })).id;
const contents = async (textId: number) => (await paragraphsOf(database.db, textId)).map((p) => p.content);

describe('the paragraph store', () => {
  it('writes paragraphs in order with fresh ids that no other text shares', async () => {
    const [first, second] = [await newText(), await newText()];
    await writeParagraphs(database.db, first, [{ content: 'A' }, { content: 'B' }]);
    await writeParagraphs(database.db, second, [{ content: 'C' }]);
    const rows = [...(await paragraphsOf(database.db, first)), ...(await paragraphsOf(database.db, second))];
    expect(rows.map((row) => [row.paragraphIndex, row.content])).toEqual([
      [0, 'A'],
      [1, 'B'],
      [0, 'C'],
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
    expect(await paragraphsCount(database.db, first)).toBe(2);
  });

  it('keeps the ids it is given when rewriting, and never hands out an id again', async () => {
    const textId = await newText();
    await writeParagraphs(database.db, textId, [{ content: 'A' }, { content: 'B' }]);
    const [a, b] = await paragraphsOf(database.db, textId);
    await writeParagraphs(database.db, textId, [{ id: b?.id, content: 'B' }, { content: 'New' }]);
    const rows = await paragraphsOf(database.db, textId);
    expect(rows.map((row) => row.content)).toEqual(['B', 'New']);
    expect(rows[0]?.id).toBe(b?.id);
    expect([a?.id, b?.id]).not.toContain(rows[1]?.id);
    expect(rows[1]?.id).toBeGreaterThan(b?.id ?? Number.POSITIVE_INFINITY);
  });

  it('keeps text exactly, quotes, commas, braces, backslashes, empty-looking and RTL text included', async () => {
    const textId = await newText();
    const tricky = ['He said "no", {then} left.', 'C:\\path\\to', 'NULL', 'مرحبا بالعالم', '  spaced  '];
    await writeParagraphs(
      database.db,
      textId,
      tricky.map((content) => ({ content })),
    );
    expect(await contents(textId)).toEqual(tricky);
  });

  it('finds a paragraph by id, only within its text when a text is given', async () => {
    const [textId, otherId] = [await newText(), await newText()];
    await writeParagraphs(database.db, textId, [{ content: 'A' }, { content: 'B' }]);
    const b = (await paragraphsOf(database.db, textId))[1];
    if (!b) throw new Error('no paragraph');
    const where = { id: b.id, paragraphIndex: 1, textId };
    expect(await findParagraph(database.db, b.id)).toEqual(where);
    expect(await findParagraph(database.db, b.id, textId)).toEqual(where);
    expect(await findParagraph(database.db, b.id, otherId)).toBeUndefined();
    expect(await findParagraph(database.db, 2_000_000_000)).toBeUndefined();
  });

  it('finds every paragraph by id after a rewrite with kept and fresh ids, and after removals', async () => {
    const textId = await newText();
    await writeParagraphs(
      database.db,
      textId,
      ['A', 'B', 'C', 'D'].map((content) => ({ content })),
    );
    const [a, b, c, d] = await paragraphsOf(database.db, textId);
    await writeParagraphs(database.db, textId, [
      { id: d?.id, content: 'D' },
      { content: 'New' },
      { id: a?.id, content: 'A' },
    ]);
    const fresh = (await paragraphsOf(database.db, textId))[1];
    await removeParagraphAt(database.db, textId, 1);
    const rows = await paragraphsOf(database.db, textId);
    expect(rows.map((row) => row.content)).toEqual(['D', 'A']);
    for (const row of rows) {
      expect(await findParagraph(database.db, row.id)).toEqual({
        id: row.id,
        paragraphIndex: row.paragraphIndex,
        textId,
      });
    }
    for (const gone of [b?.id, c?.id, fresh?.id])
      expect(await findParagraph(database.db, gone ?? 0)).toBeUndefined();
  });

  it('finds the paragraphs of an imported book by id', async () => {
    const paragraphs = ['One', 'Two', 'Three'];
    const text = {
      ownerId,
      title: 'Book',
      author: 'A',
      epubFilePath: 'uploads/x.epub',
      wordCount: 3,
      readingLevel: 0,
      language: 'en',
    };
    const { id: textId } = await insertImportedText(database, text, paragraphs);
    const rows = await paragraphsOf(database.db, textId);
    expect(rows.map((row) => row.content)).toEqual(paragraphs);
    const last = rows[2];
    expect(last && (await findParagraph(database.db, last.id))).toEqual({
      id: last?.id,
      paragraphIndex: 2,
      textId,
    });
  });

  it('stores a book’s paragraphs uncompressed, and reads them back as written', async () => {
    // Far past the size at which PostgreSQL would compress a value, and as compressible as text gets.
    const paragraphs = Array.from({ length: 200 }, (_, i) => `The cat sat on the mat, page ${i}.`.repeat(5));
    const text = { ownerId, title: 'Big', author: 'A', epubFilePath: 'uploads/big.epub' };
    const { id: textId } = await insertImportedText(
      database,
      { ...text, wordCount: 7000, readingLevel: 1, language: 'en' },
      paragraphs,
    );
    const [stored] = await rowsOf<{ method: string | null; bytes: number }>(
      database.db,
      sql`select pg_column_compression(contents) as method, pg_column_size(contents) as bytes
        from text_paragraphs where text_id = ${textId}`,
    );
    expect(stored).toEqual({ method: null, bytes: expect.any(Number) });
    expect(stored?.bytes).toBeGreaterThan(paragraphs.join('').length);
    expect(await contents(textId)).toEqual(paragraphs);
  });

  it('writes ids as the ranges of their runs', () => {
    expect(idRangesLiteral([3, 4, 5, 9])).toBe('{[3,6),[9,10)}');
    expect(idRangesLiteral([9, 3, 4])).toBe('{[3,5),[9,10)}');
    expect(idRangesLiteral([])).toBe('{}');
  });

  it('reads a range of indexes, fewer past the end, none for a text without paragraphs', async () => {
    const textId = await newText();
    await writeParagraphs(
      database.db,
      textId,
      ['P0', 'P1', 'P2', 'P3', 'P4', 'P5'].map((content) => ({ content })),
    );
    const section = await paragraphsIn(database.db, textId, { first: 4, last: 7 });
    expect(section.map((row) => [row.paragraphIndex, row.content])).toEqual([
      [4, 'P4'],
      [5, 'P5'],
    ]);
    expect(await paragraphsIn(database.db, textId, { first: 8, last: 11 })).toEqual([]);
    const empty = await newText();
    expect(await paragraphsOf(database.db, empty)).toEqual([]);
    expect(await paragraphsCount(database.db, empty)).toBe(0);
  });

  it('updates and removes the first, a middle and the last paragraph', async () => {
    const textId = await newText();
    await writeParagraphs(
      database.db,
      textId,
      ['P0', 'P1', 'P2', 'P3'].map((content) => ({ content })),
    );
    await updateParagraphAt(database.db, textId, 0, 'first');
    await updateParagraphAt(database.db, textId, 3, 'last');
    expect(await contents(textId)).toEqual(['first', 'P1', 'P2', 'last']);
    const ids = (await paragraphsOf(database.db, textId)).map((row) => row.id);
    await removeParagraphAt(database.db, textId, 1);
    expect(await contents(textId)).toEqual(['first', 'P2', 'last']);
    await removeParagraphAt(database.db, textId, 2);
    await removeParagraphAt(database.db, textId, 0);
    const rows = await paragraphsOf(database.db, textId);
    expect(rows).toEqual([{ id: ids[2], paragraphIndex: 0, content: 'P2' }]);
  });

  it('gives a text’s content as its paragraphs joined by blank lines', async () => {
    const textId = await newText();
    await writeParagraphs(database.db, textId, [{ content: 'One.' }, { content: 'Two.' }]);
    const text = await findTextWithCounts(database.db, textId, { withContent: true });
    expect(text).toMatchObject({ content: 'One.\n\nTwo.', paragraphsCount: 2 });
    expect((await findTextWithCounts(database.db, await newText(), { withContent: true }))?.content).toBe('');
  });
});
