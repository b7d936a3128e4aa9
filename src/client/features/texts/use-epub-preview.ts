import { useCallback, useRef, useState } from 'react';
import { type EpubPreview, readEpubPreview } from './epub-preview.ts';

export type EpubPreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; preview: EpubPreview }
  | { status: 'failed' };

/** Previews the picked file; a later pick wins over a preview still being read. */
export function useEpubPreview(onPreview: (preview: EpubPreview) => void) {
  const [state, setState] = useState<EpubPreviewState>({ status: 'idle' });
  const latest = useRef<File | null>(null);

  const preview = useCallback(
    (file: File | null) => {
      latest.current = file;
      if (!file) {
        setState({ status: 'idle' });
        return;
      }
      setState({ status: 'loading' });
      readEpubPreview(file)
        .then((result) => {
          if (latest.current !== file) return;
          setState({ status: 'ready', preview: result });
          onPreview(result);
        })
        .catch((error: unknown) => {
          console.warn('The EPUB preview could not be read', error);
          if (latest.current === file) setState({ status: 'failed' });
        });
    },
    [onPreview],
  );

  return { state, preview };
}
