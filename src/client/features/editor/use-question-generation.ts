import { useCallback, useEffect, useState } from 'react';
import { isNetworkError } from '#api-client/api-error.ts';
import {
  generateSectionQuestions,
  getQuestionGenerationStatus,
  triggerQuestionGeneration,
} from '#api-client/questions.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';
import {
  type QuestionGenerationStatus,
  questionGenerationStatusResponseSchema,
} from '#contract/questions.ts';
import { toastError, toastSuccess } from './editor-toasts.ts';
import { generationProgress, isGenerating } from './generation-progress.ts';

const RELOAD_DELAY_MS = 500; // docs/product.md §9: the pause before questions are loaded after a generation
const POLL_MS = 3_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The editor's question generation (docs/product.md §2, §7): one section at once, or the whole text as queued
 * jobs, followed through GET /api/texts/{id}/question-generation until none is pending or running;
 * the questions are reloaded whenever more sections have finished.
 */
export function useQuestionGeneration(textId: number, reloadQuestions: () => Promise<unknown>) {
  const { t } = useTranslation('editor');
  const api = useApi();
  const [sectionBusy, setSectionBusy] = useState(false);
  const [queued, setQueued] = useState<QuestionGenerationStatus | null>(null);
  const tracking = queued !== null;

  const checkStatus = useCallback(async () => {
    try {
      return questionGenerationStatusResponseSchema.parse(await getQuestionGenerationStatus(api, textId))
        .data;
    } catch (error) {
      if (!isNetworkError(error)) console.warn('Reading the question generation status failed', error);
      return undefined;
    }
  }, [api, textId]);

  // A generation queued before the editor opened may still be under way.
  useEffect(() => {
    let active = true;
    void checkStatus().then((status) => active && status && isGenerating(status) && setQueued(status));
    return () => {
      active = false;
    };
  }, [checkStatus]);

  useEffect(() => {
    if (!tracking) return;
    let stopped = false;
    let finishedBefore = 0;
    void (async () => {
      while (!stopped) {
        await pause(POLL_MS);
        const status = stopped ? undefined : await checkStatus();
        if (stopped) return;
        if (!status || !isGenerating(status)) {
          setQueued(null);
          await pause(RELOAD_DELAY_MS);
          await reloadQuestions();
          return;
        }
        const { finished } = generationProgress(status);
        if (finished !== finishedBefore) void reloadQuestions();
        finishedBefore = finished;
        setQueued(status);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [tracking, checkStatus, reloadQuestions]);

  /** `chunkIndex` is the section's index on the server (as loaded), not its place after local deletes. */
  async function generateSection(chunkIndex: number) {
    setSectionBusy(true);
    try {
      const reply = await generateSectionQuestions(api, textId, chunkIndex);
      toastSuccess(
        t('toasts.questionsGenerated'),
        reply.message === 'Questions generated' ? undefined : reply.message,
      );
      await pause(RELOAD_DELAY_MS);
      await reloadQuestions();
    } catch (error) {
      console.warn('Generating questions failed', error);
      toastError(t('toasts.generateFailed'), t('toasts.generateFailedBody'));
    } finally {
      setSectionBusy(false);
    }
  }

  async function generateAll() {
    try {
      const reply = await triggerQuestionGeneration(api, textId);
      toastSuccess(t('toasts.generationQueued'), reply.message);
      const jobs = reply.data?.jobs_dispatched ?? 0;
      if (jobs > 0) setQueued({ pending: jobs, running: 0, completed: 0, failed: 0 });
    } catch (error) {
      console.warn('Queueing question generation failed', error);
      toastError(t('toasts.queueFailed'));
    }
  }

  return { sectionBusy, queued, running: sectionBusy || tracking, generateSection, generateAll };
}
