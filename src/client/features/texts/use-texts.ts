import { useQuery } from '@tanstack/react-query';
import { isNetworkError } from '#api-client/api-error.ts';
import { textListQuery } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import type { Text } from '#contract/texts.ts';

export type TextsState =
  | { status: 'loading' }
  | { status: 'ready'; texts: Text[] }
  | { status: 'failed'; offline: boolean };

/**
 * The signed-in owner's texts from GET /api/texts. `reload` after a change keeps the old rows on
 * screen until the new list arrives (the query keeps its data while it refetches).
 */
export function useTexts() {
  const query = useQuery(textListQuery(useApi()));
  let state: TextsState = { status: 'loading' };
  if (query.data) state = { status: 'ready', texts: query.data };
  else if (query.isError) state = { status: 'failed', offline: isNetworkError(query.error) };
  return { state, reload: () => void query.refetch() };
}
