import { useEffect, useRef, useState } from 'react';
import { generateSectionQuestions, triggerQuestionGeneration } from '#api-client/questions.ts';
import { useApi } from '#client/state/use-api.ts';
import type { ParagraphWithQuestions } from '#contract/texts.ts';
import { toastError, toastSuccess } from './editor-toasts.ts';
import { questionCountsBySection, sectionsGenerated } from './generation-progress.ts';

const RELOAD_DELAY_MS = 500; // spec §9: the pause before questions are loaded after a generation
const POLL_MS = 5_000;
const GIVE_UP_MS = 5 * 60_000; // a queue that has not finished in 5 minutes is left to the 30 s refresh

export interface QueuedGeneration {
  jobs: number;
  done: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The editor's question generation (spec §2, §7): one section at once, or the whole text as queued
 * jobs whose progress is followed by reloading the questions until every section has new ones.
 */
export function useQuestionGeneration(
  textId: number,
  reloadQuestions: () => Promise<ParagraphWithQuestions[] | undefined>,
  current: ParagraphWithQuestions[] | undefined,
) {
  const api = useApi();
  const [sectionBusy, setSectionBusy] = useState(false);
  const [queued, setQueued] = useState<QueuedGeneration | null>(null);
  const baseline = useRef(new Map<number, number>());
  const queuedAt = useRef(0);
  const jobs = queued?.jobs;

  useEffect(() => {
    if (jobs === undefined) return;
    const timer = setInterval(async () => {
      const paragraphs = await reloadQuestions();
      const done = paragraphs ? sectionsGenerated(baseline.current, questionCountsBySection(paragraphs)) : 0;
      if (done >= jobs || Date.now() - queuedAt.current > GIVE_UP_MS) setQueued(null);
      else setQueued((state) => (state && state.done !== done ? { ...state, done } : state));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [jobs, reloadQuestions]);

  /** `chunkIndex` is the section's index on the server (as loaded), not its place after local deletes. */
  async function generateSection(chunkIndex: number) {
    setSectionBusy(true);
    try {
      const reply = await generateSectionQuestions(api, textId, chunkIndex);
      toastSuccess('Questions generated', reply.message);
      await pause(RELOAD_DELAY_MS);
      await reloadQuestions();
    } catch (error) {
      console.warn('Generating questions failed', error);
      toastError('Failed to generate questions', 'There was an error connecting to the AI service.');
    } finally {
      setSectionBusy(false);
    }
  }

  async function generateAll() {
    try {
      const reply = await triggerQuestionGeneration(api, textId);
      toastSuccess('Question generation queued', reply.message);
      baseline.current = questionCountsBySection(current ?? []);
      queuedAt.current = Date.now();
      const dispatched = reply.data?.jobs_dispatched ?? 0;
      if (dispatched > 0) setQueued({ jobs: dispatched, done: 0 });
    } catch (error) {
      console.warn('Queueing question generation failed', error);
      toastError('Failed to queue question generation');
    }
  }

  return { sectionBusy, queued, running: sectionBusy || queued !== null, generateSection, generateAll };
}
