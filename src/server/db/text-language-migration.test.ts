import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { migrationScratch, migrationsDir, migrationsUpTo } from '#test/harness/migrations-up-to.ts';

/** Whichever migration comes just before the languages one (the numbering may move on a merge). */
function lastBeforeTextLanguage(): string {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_text_language'));
  const before = journal.entries[at - 1];
  if (!before) throw new Error('no migration before the text language one');
  return before.tag;
}

const { scratch, open } = migrationScratch();

it('gives existing texts a language from their paragraphs: Arabic, Turkish, else English', async () => {
  const before = await open(migrationsUpTo(scratch, lastBeforeTextLanguage()));
  await before.executeSql(`
    insert into users (id, name, email, roles) values (1, 'Ada', 'ada@example.com', '{admin}');
    insert into texts (id, owner_id, title, author) values
      (1, 1, 'English', 'A'), (2, 1, 'Türkçe', 'B'), (3, 1, 'عربي', 'C'), (4, 1, 'Ayşe in London', 'D');
    insert into text_paragraphs (text_id, ids, id_ranges, contents) values
      (1, '{1}', '{[1,2)}', '{"The fox ran to the river. It was cold."}'),
      (2, '{2,3}', '{[2,4)}', '{"Küçük kız ırmağa koştu.","Sonra ağacın altında uyudu."}'),
      (3, '{4}', '{[4,5)}', '{"ما هو السرطان؟ من أين تأتي الحياة؟"}'),
      (4, '{5}', '{[5,6)}', '{"Ayşe took the train to London and met her friends at the station near the river."}');`);
  const dump = await before.dump?.();
  if (!dump) throw new Error('PGlite should dump its data folder');

  const after = await open(migrationsDir, dump);
  const { rows } = await after.executeSql('select id, language from texts order by id');
  // One Turkish name in an English text is not enough to make it Turkish.
  expect(rows).toEqual([
    { id: 1, language: 'en' },
    { id: 2, language: 'tr' },
    { id: 3, language: 'ar' },
    { id: 4, language: 'en' },
  ]);
}, 120_000);
