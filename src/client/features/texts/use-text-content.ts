import { useEffect, useState } from 'react';
import { getText } from '#api-client/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import type { Text } from '#contract/texts.ts';

export type TextContentState =
  | { status: 'loading' }
  | { status: 'ready'; content: string }
  | { status: 'failed' };

/**
 * The whole content of a text for the list's edit form. The list leaves content out, so it is
 * rebuilt from GET /api/texts/{id}: paragraphs in order, separated by blank lines (how it is split).
 */
export function useTextContent(text: Text | null): TextContentState {
  const api = useApi();
  const [state, setState] = useState<TextContentState>({ status: 'loading' });
  useEffect(() => {
    if (!text) return;
    if (text.content !== undefined) {
      setState({ status: 'ready', content: text.content });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    getText(api, text.id)
      .then(({ data }) => {
        const content = data.chunks.flatMap((chunk) => chunk.paragraphs.map((p) => p.content)).join('\n\n');
        if (active) setState({ status: 'ready', content });
      })
      .catch((error: unknown) => {
        console.warn('Loading the text content failed', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [api, text]);
  return state;
}
