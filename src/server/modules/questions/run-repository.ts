import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { QuestionGenerationStatus } from '#contract/questions.ts';
import type { Db } from '../../db/database.ts';
import {
  questionGenerationRuns as runs,
  questionGenerationSections as sections,
  texts,
} from '../../db/schema.ts';

type SectionStatus = (typeof sections.$inferSelect)['status'];
const underWay: SectionStatus[] = ['pending', 'running'];

/**
 * A run and one pending section row per chunk index, in one transaction. The text's finished runs go:
 * once a newer run exists nothing reads them again (the status shows unfinished runs and the latest).
 */
export async function createRun(db: Db, textId: number, ownerId: number, chunkIndexes: number[]) {
  return db.transaction(async (tx) => {
    await tx.delete(runs).where(and(eq(runs.textId, textId), isNotNull(runs.notifiedAt)));
    const [run] = await tx.insert(runs).values({ textId, ownerId }).returning({ id: runs.id });
    if (!run) throw new Error('insert returned no run');
    await tx.insert(sections).values(chunkIndexes.map((chunkIndex) => ({ runId: run.id, chunkIndex })));
    return run.id;
  });
}

export async function deleteRun(db: Db, runId: number) {
  await db.delete(runs).where(eq(runs.id, runId));
}

/** The run with its text's owner-facing fields; undefined once the text (and so the run) is deleted. */
export async function findRun(db: Db, runId: number) {
  const [row] = await db
    .select({
      id: runs.id,
      ownerId: runs.ownerId,
      text: {
        id: texts.id,
        title: texts.title,
        author: texts.author,
        readingLevel: texts.readingLevel,
        language: texts.language,
      },
    })
    .from(runs)
    .innerJoin(texts, eq(texts.id, runs.textId))
    .where(eq(runs.id, runId));
  return row;
}
export type RunWithText = NonNullable<Awaited<ReturnType<typeof findRun>>>;

/** Moves a section to `status` unless it is already in one of the final states; false if it was. */
export async function moveSection(db: Db, runId: number, chunkIndex: number, status: SectionStatus) {
  const moved = await db
    .update(sections)
    .set({ status, updatedAt: new Date() })
    .where(
      and(eq(sections.runId, runId), eq(sections.chunkIndex, chunkIndex), inArray(sections.status, underWay)),
    )
    .returning({ chunkIndex: sections.chunkIndex });
  return moved.length > 0;
}

/** Serialises the section transactions of one run, so exactly one of them sees the run finish. */
export async function lockRun(tx: Db, runId: number) {
  await tx.execute(sql`select 1 from ${runs} where ${runs.id} = ${runId} for update`);
}

/**
 * Marks the run notified if no section is still under way and nobody has marked it before: true
 * for exactly one caller per run (call it inside the transaction that holds `lockRun`).
 */
export async function claimFinishedRun(tx: Db, runId: number): Promise<boolean> {
  const claimed = await tx
    .update(runs)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(runs.id, runId),
        isNull(runs.notifiedAt),
        sql`not exists (select 1 from ${sections} where ${sections.runId} = ${runId}
          and ${sections.status} in ('pending', 'running'))`,
      ),
    )
    .returning({ id: runs.id });
  return claimed.length > 0;
}

/** Sections by state over the text's runs still under way, plus its latest run. */
export async function generationStatus(db: Db, textId: number): Promise<QuestionGenerationStatus> {
  const latest = sql`(select max(${runs.id}) from ${runs} where ${runs.textId} = ${textId})`;
  const rows = await db
    .select({ status: sections.status, count: sql<number>`count(*)::int` })
    .from(sections)
    .innerJoin(runs, eq(runs.id, sections.runId))
    .where(and(eq(runs.textId, textId), or(isNull(runs.notifiedAt), eq(runs.id, latest))))
    .groupBy(sections.status);
  const status: QuestionGenerationStatus = { pending: 0, running: 0, completed: 0, failed: 0 };
  for (const row of rows) status[row.status] = row.count;
  return status;
}

export async function sectionCounts(db: Db, runId: number) {
  const rows = await db
    .select({ status: sections.status, count: sql<number>`count(*)::int` })
    .from(sections)
    .where(eq(sections.runId, runId))
    .groupBy(sections.status);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const failed = rows.find((row) => row.status === 'failed')?.count ?? 0;
  return { total, failed };
}

/** The chunk indexes of the run's sections that completed, in order. */
export async function completedSections(db: Db, runId: number): Promise<number[]> {
  const rows = await db
    .select({ chunkIndex: sections.chunkIndex })
    .from(sections)
    .where(and(eq(sections.runId, runId), eq(sections.status, 'completed')))
    .orderBy(sections.chunkIndex);
  return rows.map((row) => row.chunkIndex);
}
