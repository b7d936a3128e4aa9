import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { updateText } from '#api-client/texts.ts';
import { i18n } from '#client/i18n/i18n.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { textDetailQuery, textsKey } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import type { Chunk, TextDetail, TextStatus } from '#contract/texts.ts';
import { toEditorChunks } from './chunk-edits.ts';
import { toastError, toastSuccess } from './editor-toasts.ts';

export type EditorTextState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; text: TextDetail; sections: Chunk[]; textStatus: TextStatus; dirty: boolean };

/** The editor's unsaved work on top of the loaded text. */
interface Draft {
  sections: Chunk[];
  textStatus: TextStatus;
  dirty: boolean;
}

/**
 * The text being edited: loaded from GET /api/texts/{id} (a query), changed locally (sections,
 * status), and saved as a whole by 'Save Changes' in the editor form of PUT /api/texts/{id} (a
 * mutation, after which the text is loaded again and the draft starts from it).
 */
export function useEditorText(textId: number) {
  const { t } = useTranslation('editor');
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(textDetailQuery(api, textId));
  const [draft, setDraft] = useState<Draft | null>(null);

  const loaded = query.data;
  useEffect(() => {
    if (loaded) setDraft({ sections: loaded.chunks, textStatus: loaded.status, dirty: false });
  }, [loaded]);
  useEffect(() => {
    if (!query.isError) return;
    console.warn('Loading the text failed', query.error);
    toastError(i18n.t('toasts.loadFailed', { ns: 'editor' }));
  }, [query.isError, query.error]);

  /** A local change: `change` gets the current sections and returns the new ones. */
  const editSections = useCallback((change: (sections: Chunk[]) => Chunk[], dirty = true) => {
    setDraft((current) =>
      current ? { ...current, sections: change(current.sections), dirty: current.dirty || dirty } : current,
    );
  }, []);

  const setTextStatus = useCallback((textStatus: TextStatus) => {
    setDraft((current) => (current ? { ...current, textStatus, dirty: true } : current));
  }, []);

  const save = useMutation({
    mutationFn: ({ text, work }: { text: TextDetail; work: Draft }) =>
      updateText(api, textId, {
        title: text.title,
        author: text.author,
        status: work.textStatus,
        chunks: toEditorChunks(work.sections),
      }),
    onSuccess: async () => {
      toastSuccess(t('toasts.changesSaved'));
      await queryClient.invalidateQueries({ queryKey: textsKey });
    },
    onError: (error) => {
      console.warn('Saving the text failed', error);
      toastError(t('toasts.changesSaveFailed'));
    },
  });

  let state: EditorTextState = { status: 'loading' };
  if (loaded && draft) state = { status: 'ready', text: loaded, ...draft };
  else if (query.isError) state = { status: 'failed' };

  async function saveChanges() {
    if (!loaded || !draft) return;
    await save.mutateAsync({ text: loaded, work: draft }).catch(() => {});
  }

  return { state, saving: save.isPending, editSections, setTextStatus, saveChanges };
}
