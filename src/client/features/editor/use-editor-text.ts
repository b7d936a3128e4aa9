import { useCallback, useEffect, useState } from 'react';
import { getText, updateText } from '#api-client/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { type Chunk, type TextDetail, type TextStatus, textDetailResponseSchema } from '#contract/texts.ts';
import { toEditorChunks } from './chunk-edits.ts';
import { toastError, toastSuccess } from './editor-toasts.ts';

export type EditorTextState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; text: TextDetail; sections: Chunk[]; textStatus: TextStatus; dirty: boolean };

/**
 * The text being edited: loaded from GET /api/texts/{id}, changed locally (sections, status), and
 * saved as a whole by 'Save Changes' in the editor form of PUT /api/texts/{id}.
 */
export function useEditorText(textId: number) {
  const api = useApi();
  const [state, setState] = useState<EditorTextState>({ status: 'loading' });
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      try {
        const text = textDetailResponseSchema.parse(await getText(api, textId)).data;
        if (isCurrent())
          setState({ status: 'ready', text, sections: text.chunks, textStatus: text.status, dirty: false });
      } catch (error) {
        console.warn('Loading the text failed', error);
        if (!isCurrent()) return;
        setState({ status: 'failed' });
        toastError('Failed to load text');
      }
    },
    [api, textId],
  );

  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  /** A local change: `change` gets the current sections and returns the new ones. */
  const editSections = useCallback((change: (sections: Chunk[]) => Chunk[], dirty = true) => {
    setState((current) =>
      current.status === 'ready'
        ? { ...current, sections: change(current.sections), dirty: current.dirty || dirty }
        : current,
    );
  }, []);

  const setTextStatus = useCallback((textStatus: TextStatus) => {
    setState((current) => (current.status === 'ready' ? { ...current, textStatus, dirty: true } : current));
  }, []);

  async function saveChanges() {
    if (state.status !== 'ready') return;
    setSaving(true);
    try {
      const { text, textStatus, sections } = state;
      await updateText(api, textId, {
        title: text.title,
        author: text.author,
        status: textStatus,
        chunks: toEditorChunks(sections),
      });
      toastSuccess('Changes saved successfully');
      await load();
    } catch (error) {
      console.warn('Saving the text failed', error);
      toastError('Failed to save changes. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return { state, saving, editSections, setTextStatus, saveChanges };
}
