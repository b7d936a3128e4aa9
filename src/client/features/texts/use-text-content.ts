import { useQuery } from '@tanstack/react-query';
import { textDetailQuery } from '#client/queries/texts.ts';
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
  const needsLoading = text !== null && text.content === undefined;
  const query = useQuery({ ...textDetailQuery(useApi(), text?.id ?? 0), enabled: needsLoading });
  if (text?.content !== undefined) return { status: 'ready', content: text.content };
  if (query.data) {
    const content = query.data.chunks.flatMap((chunk) => chunk.paragraphs.map((p) => p.content)).join('\n\n');
    return { status: 'ready', content };
  }
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}
