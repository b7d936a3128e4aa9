import { useCallback, useEffect, useState } from 'react';
import { isNetworkError } from '#api-client/api-error.ts';
import { listTexts } from '#api-client/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { type Text, textListResponseSchema } from '#contract/texts.ts';

export type TextsState =
  | { status: 'loading' }
  | { status: 'ready'; texts: Text[] }
  | { status: 'failed'; offline: boolean };

/**
 * The signed-in owner's texts from GET /api/texts. `reload` after a change keeps the old rows on
 * screen until the new list arrives.
 */
export function useTexts() {
  const api = useApi();
  const [state, setState] = useState<TextsState>({ status: 'loading' });

  const load = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      try {
        const { data } = textListResponseSchema.parse(await listTexts(api));
        if (isCurrent()) setState({ status: 'ready', texts: data });
      } catch (error) {
        console.warn('Loading the texts failed', error);
        if (isCurrent()) setState({ status: 'failed', offline: isNetworkError(error) });
      }
    },
    [api],
  );

  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  const reload = useCallback(() => void load(), [load]);
  return { state, reload };
}
