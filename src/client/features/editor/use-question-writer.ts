import { useState } from 'react';
import { isApiError, serverMessage } from '#api-client/api-error.ts';
import { createQuestion, regenerateQuestion, updateQuestion } from '#api-client/questions.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';
import type { TeacherQuestionBody } from '#contract/questions.ts';
import { toastError, toastNotice, toastSuccess } from './editor-toasts.ts';
import type { Question } from './use-text-questions.ts';

/** What the form is open for: a new question, or fixing one; undefined when it is closed. */
type Writing = { question: Question | null } | undefined;

/**
 * Writing, fixing and regenerating one question (online-only owner work), with the editor's toasts.
 * The questions are reloaded after each change so the sidebar shows what the server stored.
 */
export function useQuestionWriter(textId: number, reloadQuestions: () => Promise<unknown>) {
  const { t } = useTranslation('editor');
  const api = useApi();
  const [writing, setWriting] = useState<Writing>();
  const [regenerating, setRegenerating] = useState<number | null>(null);

  /** Sends the form; answers the server's field errors for the form when it refuses the question. */
  async function save(body: TeacherQuestionBody): Promise<Record<string, string[]> | undefined> {
    const question = writing?.question;
    try {
      if (question) await updateQuestion(api, textId, question.id, body);
      else await createQuestion(api, textId, body);
      setWriting(undefined);
      toastSuccess(question ? t('toasts.questionUpdated') : t('toasts.questionAdded'));
      await reloadQuestions();
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors) return error.errors;
      console.warn('Saving the question failed', error);
      toastError(t('toasts.questionSaveFailed'), serverMessage(error));
      return undefined;
    }
  }

  /** Replace: the section's next-best question in this one's place (docs/questions.md, "Replace"). */
  async function regenerate(question: Question) {
    setRegenerating(question.id);
    try {
      await regenerateQuestion(api, textId, question.id);
      toastSuccess(t('toasts.questionRegenerated'));
      await reloadQuestions();
    } catch (error) {
      // 409: the section already has every question there is; the server's sentence says so.
      if (isApiError(error) && error.status === 409) {
        toastNotice(t('toasts.noOtherQuestion'), serverMessage(error));
        return;
      }
      console.warn('Replacing the question failed', error);
      toastError(t('toasts.questionRegenerateFailed'), serverMessage(error));
    } finally {
      setRegenerating(null);
    }
  }

  return {
    writing,
    regenerating,
    startNew: () => setWriting({ question: null }),
    startEdit: (question: Question) => setWriting({ question }),
    cancel: () => setWriting(undefined),
    save,
    regenerate,
  };
}
