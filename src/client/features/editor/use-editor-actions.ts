import { deleteParagraph, deleteQuestion, updateParagraph } from '#api-client/texts.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';
import type { Chunk, Paragraph } from '#contract/texts.ts';
import { withoutParagraph, withoutSection, withParagraphContent } from './chunk-edits.ts';
import { toastError, toastSuccess } from './editor-toasts.ts';
import type { Question } from './use-text-questions.ts';

interface EditorActionsOptions {
  textId: number;
  editSections: (change: (sections: Chunk[]) => Chunk[], dirty?: boolean) => void;
  reloadQuestions: () => Promise<unknown>;
  forgetQuestion: (questionId: number) => void;
}

/**
 * The editor's single-item actions with their docs/product.md §8 toasts. Paragraph edits and deletes and
 * question deletes go to the server at once; a section delete is local until 'Save Changes'.
 */
export function useEditorActions({
  textId,
  editSections,
  reloadQuestions,
  forgetQuestion,
}: EditorActionsOptions) {
  const { t } = useTranslation('editor');
  const api = useApi();

  async function saveParagraph(paragraph: Paragraph, content: string) {
    try {
      await updateParagraph(api, textId, paragraph.id, content.trim());
      editSections((sections) => withParagraphContent(sections, paragraph.id, content.trim()), false);
      toastSuccess(t('toasts.paragraphUpdated'));
      return true;
    } catch (error) {
      console.warn('Saving the paragraph failed', error);
      toastError(t('toasts.paragraphSaveFailed'));
      return false;
    }
  }

  async function removeParagraph(paragraph: Paragraph) {
    try {
      await deleteParagraph(api, textId, paragraph.id);
      editSections((sections) => withoutParagraph(sections, paragraph.id), false);
      toastSuccess(t('toasts.paragraphDeleted'));
      await reloadQuestions();
    } catch (error) {
      console.warn('Deleting the paragraph failed', error);
      toastError(t('toasts.paragraphDeleteFailed'));
    }
  }

  async function removeQuestion(question: Question) {
    try {
      await deleteQuestion(api, textId, question.id);
      forgetQuestion(question.id);
      toastSuccess(t('toasts.questionDeleted'));
    } catch (error) {
      console.warn('Deleting the question failed', error);
      toastError(t('toasts.questionDeleteFailed'));
    }
  }

  function removeSection(position: number) {
    editSections((sections) => withoutSection(sections, position));
    toastSuccess(t('toasts.sectionDeleted'), t('toasts.sectionDeletedBody'));
  }

  return { saveParagraph, removeParagraph, removeQuestion, removeSection };
}
