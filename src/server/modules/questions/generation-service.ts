import type { StoredQuestion } from '#contract/questions.ts';
import { PARAGRAPHS_PER_SECTION, sectionOf } from '#contract/texts.ts';
import {
  type GenerateOptions,
  NEARBY_SECTIONS,
  type QuestionGenerator,
  type SourcedQuestion,
} from '../../adapters/ai/question-generator.ts';
import type { Db } from '../../db/database.ts';
import { validationError } from '../../http-error.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import { type ParagraphRange, paragraphsCount, paragraphsIn } from '../texts/paragraph-store.ts';
import type { TextRow } from '../texts/repository.ts';
import { SECTION_QUEUE, type SectionJobData } from './question-queues.ts';
import { replaceQuestions } from './repository.ts';
import { createRun, deleteRun } from './run-repository.ts';

export interface GenerationDeps {
  db: Db;
  generator: QuestionGenerator;
}

/** The text's fields a generator uses besides the paragraphs. */
export type TextForGeneration = Pick<TextRow, 'id' | 'title' | 'readingLevel' | 'language'>;

/** A call that generates while the teacher waits gives up after this long. */
export const GENERATE_NOW_TIMEOUT_MS = 120_000;

export const sectionRange = (chunkIndex: number): ParagraphRange => ({
  first: chunkIndex * PARAGRAPHS_PER_SECTION,
  last: chunkIndex * PARAGRAPHS_PER_SECTION + PARAGRAPHS_PER_SECTION - 1,
});

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
  const nearby = NEARBY_SECTIONS * PARAGRAPHS_PER_SECTION;
  const around = await paragraphsIn(deps.db, text.id, {
    first: Math.max(0, range.first - nearby),
    last: range.last + nearby,
  });
  const inRange = (index: number) => index >= range.first && index <= range.last;
  const section = around.filter((row) => inRange(row.paragraphIndex));
  if (section.length === 0) return undefined;
  return deps.generator.generate(
    {
      chunk_index: sectionOf(range.first),
      paragraphs: section.map(({ paragraphIndex, content }) => ({
        paragraph_index: paragraphIndex,
        content,
      })),
      reading_level: text.readingLevel,
      title: text.title,
      language: text.language,
      nearby_paragraphs: around.filter((row) => !inRange(row.paragraphIndex)).map((row) => row.content),
    },
    options,
  );
}

/** Generates for `range` now and replaces its old questions in one transaction (undefined: no paragraphs). */
export async function regenerateRange(
  deps: GenerationDeps,
  text: TextForGeneration,
  range: ParagraphRange,
): Promise<StoredQuestion[] | undefined> {
  const generated = await generateQuestions(deps, text, range, {
    signal: AbortSignal.timeout(GENERATE_NOW_TIMEOUT_MS),
  });
  if (!generated) return undefined;
  return deps.db.transaction((tx) => replaceQuestions(tx, text.id, range, generated));
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
