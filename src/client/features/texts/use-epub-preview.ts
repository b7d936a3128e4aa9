import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type EpubPreview, readEpubPreview } from './epub-preview.ts';

export type EpubPreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; preview: EpubPreview }
  | { status: 'failed' };

/**
 * Previews the picked file. A mutation tracks only its latest call, and the callbacks given to
 * `mutate` run for the latest call only, so a later pick wins over a preview still being read.
 */
export function useEpubPreview(onPreview: (preview: EpubPreview) => void) {
  const mutation = useMutation({
    mutationFn: readEpubPreview,
    onError: (error) => console.warn('The EPUB preview could not be read', error),
  });
  const { mutate, reset } = mutation;
  const preview = useCallback(
    (file: File | null) => {
      if (file) mutate(file, { onSuccess: onPreview });
      else reset();
    },
    [mutate, reset, onPreview],
  );
  let state: EpubPreviewState = { status: 'idle' };
  if (mutation.isPending) state = { status: 'loading' };
  else if (mutation.isError) state = { status: 'failed' };
  else if (mutation.data) state = { status: 'ready', preview: mutation.data };
  return { state, preview };
}
