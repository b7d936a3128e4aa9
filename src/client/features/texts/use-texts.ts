import { useCallback, useEffect, useState } from 'react';
import { isNetworkError } from '#api-client/api-error.ts';
import { listTexts } from '#api-client/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import { type Text, textListResponseSchema } from '#contract/texts.ts';

export type TextsState =
  | { status: 'loading' }
  | { status: 'ready'; texts: Text[] }
  | { status: 'failed'; offline: boolean };

/** The signed-in owner's texts from GET /api/texts, and a way to load them again after a change. */
export function useTexts() {
  const api = useApi();
  const [state, setState] = useState<TextsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    // `version` only triggers a reload; the old rows stay on screen until the new list arrives.
    void version;
    listTexts(api)
      .then((body) => active && setState({ status: 'ready', texts: textListResponseSchema.parse(body).data }))
      .catch((error: unknown) => {
        console.warn('Loading the texts failed', error);
        if (active) setState({ status: 'failed', offline: isNetworkError(error) });
      });
    return () => {
      active = false;
    };
  }, [api, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { state, reload };
}
