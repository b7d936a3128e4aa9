import { expect, it } from 'vitest';
import { questionsWithChoicesOf } from '#server/modules/texts/repository.ts';
import { questionResource } from '#server/modules/texts/text-resource.ts';
import { migrationScratch, migrationsDir, migrationsUpTo } from '#test/harness/migrations-up-to.ts';

const LAST_BEFORE_QUESTION_MODEL = '0008_paragraph_id_ranges';
const { scratch, open } = migrationScratch();

// Two databases built migration by migration: slow on a loaded machine, hence the room.
it('gives the first wave’s questions a type, skill, source, explanation and, where it can, evidence', async () => {
  const before = await open(migrationsUpTo(scratch, LAST_BEFORE_QUESTION_MODEL));
  await before.executeSql(`
    insert into users (id, name, email, roles) values (1, 'Ada', 'ada@example.com', '{admin}');
    insert into texts (id, owner_id, title, author) values (1, 1, 'One', 'A');
    insert into text_paragraphs (text_id, ids, id_ranges, contents) values
      (1, '{1,2}', '{[1,3)}', '{"The fox ran to the river. It was cold.","Then it slept."}');
    insert into questions (id, text_id, paragraph_index, content) values
      (1, 1, 0, 'Fill in the blank: The fox ran to the _____.'),
      (2, 1, 1, 'Who slept?'),
      (3, 1, 1, 'Fill in the blank: The cat _____ all day.');
    insert into choices (question_id, text, is_correct, position) values
      (1, 'river', true, 0), (1, 'hill', false, 1),
      (2, 'The fox', true, 0), (2, 'The owl', false, 1),
      (3, 'slept', true, 0), (3, 'ran', false, 1);`);
  const dump = await before.dump?.();
  if (!dump) throw new Error('PGlite should dump its data folder');

  const after = await open(migrationsDir, dump);
  const stored = (await questionsWithChoicesOf(after.db, 1)).map((row) => questionResource(row, row.choices));
  expect(
    stored.map(({ id, type, skill, source, explanation, evidence }) => ({
      id,
      type,
      skill,
      source,
      explanation,
      evidence,
    })),
  ).toEqual([
    {
      id: 1,
      type: 'cloze',
      skill: 'literal',
      source: 'builtin',
      explanation: 'The story says the answer is “river”.',
      evidence: { paragraph_index: 0, sentence: 'The fox ran to the river.' },
    },
    {
      id: 2,
      type: 'who',
      skill: 'literal',
      source: 'builtin',
      explanation: 'The story says the answer is “The fox”.',
      evidence: null,
    },
    {
      // The filled sentence is not in the paragraph (it was edited since): no evidence rather than a wrong one.
      id: 3,
      type: 'cloze',
      skill: 'literal',
      source: 'builtin',
      explanation: 'The story says the answer is “slept”.',
      evidence: null,
    },
  ]);
}, 120_000);
