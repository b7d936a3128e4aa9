import { expect, it } from 'vitest';
import { findParagraph, paragraphsOf, writeParagraphs } from '#server/modules/texts/paragraph-store.ts';
import { migrationScratch, migrationsDir, migrationsUpTo } from '#test/harness/migrations-up-to.ts';

const LAST_WITH_PARAGRAPH_ROWS = '0005_text_content_uncompressed';
const { scratch, open } = migrationScratch();

// Two databases built migration by migration: slow on a loaded machine, hence the room.
it('moves an installation’s paragraph rows into one row per text, keeping ids, order and content', async () => {
  const before = await open(migrationsUpTo(scratch, LAST_WITH_PARAGRAPH_ROWS));
  await before.executeSql(`
    insert into users (id, name, email, roles) values (1, 'Ada', 'ada@example.com', '{admin}');
    insert into texts (id, owner_id, title, author, content) values (1, 1, 'One', 'A', 'x'), (2, 1, 'Two', 'A', 'y'), (3, 1, 'Empty', 'A', '');
    insert into paragraphs (id, text_id, paragraph_index, content) values
      (10, 1, 1, 'Second, "quoted" {braced}'), (11, 1, 0, 'First'), (12, 2, 0, 'مرحبا'), (40, 1, 2, 'Third');
    -- Paragraphs up to id 60 once existed: the newest ones were deleted with their text.
    select setval(pg_get_serial_sequence('paragraphs', 'id'), 60);`);
  const dump = await before.dump?.();
  if (!dump) throw new Error('PGlite should dump its data folder');

  const after = await open(migrationsDir, dump);
  expect(await paragraphsOf(after.db, 1)).toEqual([
    { id: 11, paragraphIndex: 0, content: 'First' },
    { id: 10, paragraphIndex: 1, content: 'Second, "quoted" {braced}' },
    { id: 40, paragraphIndex: 2, content: 'Third' },
  ]);
  expect(await paragraphsOf(after.db, 2)).toEqual([{ id: 12, paragraphIndex: 0, content: 'مرحبا' }]);
  expect(await paragraphsOf(after.db, 3)).toEqual([]);
  expect(await findParagraph(after.db, 40)).toEqual({ id: 40, paragraphIndex: 2, textId: 1 });
  expect(await findParagraph(after.db, 12)).toEqual({ id: 12, paragraphIndex: 0, textId: 2 });
  // New paragraphs continue after the highest id the installation ever handed out.
  await writeParagraphs(after.db, 3, [{ content: 'New' }]);
  expect((await paragraphsOf(after.db, 3))[0]?.id).toBe(61);
}, 120_000);
