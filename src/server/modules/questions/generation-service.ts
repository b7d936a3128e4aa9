import type { StoredQuestion } from '#contract/questions.ts';
import { PARAGRAPHS_PER_SECTION, sectionOf } from '#contract/texts.ts';
import type {
  GenerateOptions,
  QuestionGenerator,
  QuestionSection,
  SourcedQuestion,
} from '../../adapters/ai/question-generator.ts';
import type { Db } from '../../db/database.ts';
import { validationError } from '../../http-error.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import {
  type ParagraphRange,
  type ParagraphRow,
  paragraphsCount,
  paragraphsIn,
} from '../texts/paragraph-store.ts';
import type { TextRow } from '../texts/repository.ts';
import { SECTION_QUEUE, type SectionJobData } from './question-queues.ts';
import { replaceQuestions } from './repository.ts';
import { createRun, deleteRun } from './run-repository.ts';
import { sectionRange, storyRange, withFlaws } from './story-context.ts';

export interface GenerationDeps {
  db: Db;
  generator: QuestionGenerator;
}

/** The text's fields a generator uses besides the paragraphs. */
export type TextForGeneration = Pick<TextRow, 'id' | 'title' | 'readingLevel' | 'language'>;

/** A call that generates while the teacher waits gives up after this long. */
export const GENERATE_NOW_TIMEOUT_MS = 120_000;

/** What a generator is given for `range`, and every paragraph read for it (`storyRange`); undefined: no such paragraphs. */
export async function sectionToGenerate(
  db: Db,
  text: TextForGeneration,
  range: ParagraphRange,
): Promise<{ section: QuestionSection; around: ParagraphRow[] } | undefined> {
  const around = await paragraphsIn(db, text.id, storyRange(range));
  const inRange = (index: number) => index >= range.first && index <= range.last;
  const own = around.filter((row) => inRange(row.paragraphIndex));
  if (own.length === 0) return undefined;
  const section: QuestionSection = {
    chunk_index: sectionOf(range.first),
    paragraphs: own.map(({ paragraphIndex, content }) => ({ paragraph_index: paragraphIndex, content })),
    reading_level: text.readingLevel,
    title: text.title,
    language: text.language,
    nearby_paragraphs: around.filter((row) => !inRange(row.paragraphIndex)).map((row) => row.content),
  };
  return { section, around };
}

/**
 * Questions for the paragraphs in `range`, from the generator (undefined if there are no such
 * paragraphs). Call it outside any transaction: an AI call may take long. AiServiceError propagates.
 */
export async function generateQuestions(
  deps: GenerationDeps,
  text: TextForGeneration,
  range: ParagraphRange,
  options: GenerateOptions = {},
): Promise<SourcedQuestion[] | undefined> {
  const toGenerate = await sectionToGenerate(deps.db, text, range);
  return toGenerate && deps.generator.generate(toGenerate.section, options);
}

/**
 * Generates for `range` now and replaces its old questions in one transaction (undefined: no
 * paragraphs); the stored questions come back with their flaws, read against the same paragraphs.
 */
export async function regenerateRange(
  deps: GenerationDeps,
  text: TextForGeneration,
  range: ParagraphRange,
): Promise<StoredQuestion[] | undefined> {
  const toGenerate = await sectionToGenerate(deps.db, text, range);
  if (!toGenerate) return undefined;
  const generated = await deps.generator.generate(toGenerate.section, {
    signal: AbortSignal.timeout(GENERATE_NOW_TIMEOUT_MS),
  });
  const stored = await deps.db.transaction((tx) => replaceQuestions(tx, text.id, range, generated));
  return withFlaws(stored, toGenerate.around);
}

/** POST /api/texts/{id}/generate-questions: one section, now. */
export async function generateSectionNow(deps: GenerationDeps, text: TextForGeneration, chunkIndex: number) {
  const stored = await regenerateRange(deps, text, sectionRange(chunkIndex));
  if (!stored) throw validationError({ chunk_index: [`This text has no section ${chunkIndex}.`] });
  return stored;
}

/** Queues one job per section (every 4th paragraph starts one) under a new run. */
export async function queueTextGeneration(db: Db, jobs: JobQueue, text: Pick<TextRow, 'id' | 'ownerId'>) {
  const totalParagraphs = await paragraphsCount(db, text.id);
  const chunkIndexes = Array.from(
    { length: Math.ceil(totalParagraphs / PARAGRAPHS_PER_SECTION) },
    (_, i) => i,
  );
  if (chunkIndexes.length > 0) {
    const runId = await createRun(db, text.id, text.ownerId, chunkIndexes);
    const items: SectionJobData[] = chunkIndexes.map((chunkIndex) => ({
      run_id: runId,
      chunk_index: chunkIndex,
    }));
    // A run whose jobs never made it into the queue would look under way forever.
    await jobs.send(SECTION_QUEUE, items).catch(async (error: unknown) => {
      await deleteRun(db, runId);
      throw error;
    });
  }
  return { jobs_dispatched: chunkIndexes.length, total_paragraphs: totalParagraphs };
}
