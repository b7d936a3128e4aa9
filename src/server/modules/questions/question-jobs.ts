import type { QuestionGenerator } from '../../adapters/ai/question-generator.ts';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import { type NotificationWords, wordedNotification } from '../notifications/notification-words.ts';
import type { Notifier } from '../notifications/notify.ts';
import { generateQuestions } from './generation-service.ts';
import {
  defaultQuestionJobSettings,
  FAILED_SECTION_QUEUE,
  type QuestionJobSettings,
  SECTION_QUEUE,
  type SectionJobData,
} from './question-queues.ts';
import { questionCountOf, replaceQuestions } from './repository.ts';
import * as runs from './run-repository.ts';
import { sectionRange } from './story-context.ts';

export interface QuestionJobDeps {
  db: Db;
  generator: QuestionGenerator;
  notifier: Pick<Notifier, 'notify'>;
}

/** Declares the question queues and, where this process runs workers, their handlers. */
export async function registerQuestionJobs(
  jobs: JobQueue,
  deps: QuestionJobDeps,
  overrides: Partial<QuestionJobSettings> = {},
) {
  const { concurrency, ...settings } = { ...defaultQuestionJobSettings, ...overrides };
  await jobs.defineQueue(FAILED_SECTION_QUEUE, settings);
  await jobs.defineQueue(SECTION_QUEUE, { ...settings, deadLetter: FAILED_SECTION_QUEUE });
  await jobs.work<SectionJobData>(SECTION_QUEUE, concurrency, (data, signal) =>
    runSectionJob(deps, data, signal),
  );
  await jobs.work<SectionJobData>(FAILED_SECTION_QUEUE, 1, (data) => failSection(deps, data));
}

/**
 * Generates one section of a run. Safe to run again for the same section (a retry after a crash,
 * or a job that outlived its expiry): a finished section is skipped, and its questions are
 * replaced, never added to, in the transaction that marks it completed.
 */
async function runSectionJob(deps: QuestionJobDeps, data: SectionJobData, signal: AbortSignal) {
  const run = await runs.findRun(deps.db, data.run_id);
  if (!run || !(await runs.moveSection(deps.db, run.id, data.chunk_index, 'running'))) return;
  const range = sectionRange(data.chunk_index);
  // A section that no longer exists (the text got shorter) simply loses its questions.
  const generated = (await generateQuestions(deps, run.text, range, { signal })) ?? [];
  await finishSection(deps, run, data.chunk_index, 'completed', (tx) =>
    replaceQuestions(tx, run.text.id, range, generated),
  );
}

/** A job that failed for the last time (or expired once too often) arrives here from the dead-letter queue. */
async function failSection(deps: QuestionJobDeps, data: SectionJobData) {
  const run = await runs.findRun(deps.db, data.run_id);
  if (run) await finishSection(deps, run, data.chunk_index, 'failed');
}

/** Records the section's outcome; whoever records the run's last one tells the owner, once. */
async function finishSection(
  deps: QuestionJobDeps,
  run: runs.RunWithText,
  chunkIndex: number,
  outcome: 'completed' | 'failed',
  store?: (tx: Db) => Promise<unknown>,
) {
  const finished = await deps.db.transaction(async (tx) => {
    await runs.lockRun(tx, run.id);
    // Only the first to finish the section stores: a job that outlived its expiry changes nothing.
    if (await runs.moveSection(tx, run.id, chunkIndex, outcome)) await store?.(tx);
    return runs.claimFinishedRun(tx, run.id);
  });
  if (finished) {
    await blanksForTextWithoutQuestions(deps, run);
    await notifyOwner(deps, run);
  }
}

/**
 * A text none of whose sections had anything to ask but a blank (a bibliography, a list of terms)
 * gets, rather than nothing, a blank in each section that allows one (docs/questions.md).
 */
async function blanksForTextWithoutQuestions(deps: QuestionJobDeps, run: runs.RunWithText) {
  if ((await questionCountOf(deps.db, run.text.id)) > 0) return;
  for (const chunkIndex of await runs.completedSections(deps.db, run.id)) {
    const range = sectionRange(chunkIndex);
    const generated = await generateQuestions(deps, run.text, range, { blankWhenAlone: true });
    if (generated?.length)
      await deps.db.transaction((tx) => replaceQuestions(tx, run.text.id, range, generated));
  }
}

async function notifyOwner(deps: QuestionJobDeps, run: runs.RunWithText) {
  const { total, failed } = await runs.sectionCounts(deps.db, run.id);
  const title = run.text.title;
  const words: NotificationWords =
    failed === 0
      ? { key: 'questionsReady', values: { title } }
      : { key: 'questionsPartlyReady', values: { title, failed, total } };
  await deps.notifier.notify(
    run.ownerId,
    wordedNotification('questions_generated', words, {
      text_id: run.text.id,
      text_title: title,
      text_author: run.text.author,
    }),
  );
}
