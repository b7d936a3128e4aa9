import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { questionGenerationRuns, texts } from '#server/db/schema.ts';
import { createTestDatabase } from '#test/harness/test-database.ts';
import { createTestUser } from '#test/harness/users.ts';
import { createRun, generationStatus } from './run-repository.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function aText() {
  const { user } = await createTestUser(database, { admin: true });
  const [text] = await database.db
    .insert(texts)
    .values({ ownerId: user.id, title: 'Runs', author: 'RR' })
    .returning({ id: texts.id });
  if (!text) throw new Error('no text');
  return { textId: text.id, ownerId: user.id };
}

const runIdsOf = async (textId: number) =>
  (
    await database.db
      .select({ id: questionGenerationRuns.id })
      .from(questionGenerationRuns)
      .where(eq(questionGenerationRuns.textId, textId))
      .orderBy(questionGenerationRuns.id)
  ).map((row) => row.id);

const markNotified = (runId: number) =>
  database.db
    .update(questionGenerationRuns)
    .set({ notifiedAt: new Date() })
    .where(eq(questionGenerationRuns.id, runId));

describe('question generation runs', () => {
  it("a new run removes the text's finished runs and keeps the ones still under way", async () => {
    const { textId, ownerId } = await aText();
    const finished = await createRun(database.db, textId, ownerId, [0, 1]);
    await markNotified(finished);
    const underWay = await createRun(database.db, textId, ownerId, [0]);
    const latest = await createRun(database.db, textId, ownerId, [0, 1, 2]);
    expect(await runIdsOf(textId)).toEqual([underWay, latest]);
    expect(await generationStatus(database.db, textId)).toEqual({
      pending: 4,
      running: 0,
      completed: 0,
      failed: 0,
    });
  });

  it("leaves other texts' runs alone", async () => {
    const first = await aText();
    const second = await aText();
    const kept = await createRun(database.db, first.textId, first.ownerId, [0]);
    await markNotified(kept);
    await createRun(database.db, second.textId, second.ownerId, [0]);
    expect(await runIdsOf(first.textId)).toEqual([kept]);
  });
});
