import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { createTestDatabase } from '#test/harness/test-database.ts';
import { createTestUser } from '#test/harness/users.ts';
import { findParagraph, paragraphsOf, removeParagraphAt, writeParagraphs } from './paragraph-store.ts';
import { deleteParagraph, updateParagraph } from './paragraphs-service.ts';
import { insertText } from './repository.ts';

let database: Database;
let ownerId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await createTestUser(database, { admin: true })).user.id;
});
afterAll(() => database.close());

async function textOfFive() {
  const { id } = await insertText(database.db, { ownerId, title: 'T', author: 'A' });
  await writeParagraphs(
    database.db,
    id,
    ['P0', 'P1', 'P2', 'P3', 'P4'].map((content) => ({ content })),
  );
  return { id, ids: (await paragraphsOf(database.db, id)).map((row) => row.id) };
}

/**
 * Removes P1 in a transaction kept open a moment, while `change` runs: on PostgreSQL the change
 * must wait and then find its paragraph where it is now, not where it was before P1 went.
 */
async function whileP1IsRemoved(textId: number, p1: number, change: () => Promise<unknown>) {
  const removing = database.db.transaction(async (tx) => {
    const row = await findParagraph(tx, p1, textId, { lock: true });
    if (row) await removeParagraphAt(tx, textId, row.paragraphIndex);
    await sleep(150);
  });
  await sleep(30);
  await Promise.all([removing, change()]);
  return (await paragraphsOf(database.db, textId)).map((row) => row.content);
}

it('edits the paragraph asked for while another change to the text is under way', async () => {
  const { id, ids } = await textOfFive();
  const contents = await whileP1IsRemoved(id, ids[1] as number, () =>
    updateParagraph(database.db, id, ids[3] as number, 'P3 edited'),
  );
  expect(contents).toEqual(['P0', 'P2', 'P3 edited', 'P4']);
});

it('deletes the paragraph asked for while another change to the text is under way', async () => {
  const { id, ids } = await textOfFive();
  const contents = await whileP1IsRemoved(id, ids[1] as number, () =>
    deleteParagraph(database.db, id, ids[3] as number),
  );
  expect(contents).toEqual(['P0', 'P2', 'P4']);
});
