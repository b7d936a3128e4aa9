import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { getTextResults } from '#api-client/results.ts';
import { useApi } from '#client/state/use-api.ts';

/** GET /api/texts/{id}/results, straight from the server: owner work is online only (docs/product.md §10). */
export const textResultsQuery = (api: ApiClient, textId: number) =>
  queryOptions({
    queryKey: ['texts', 'results', textId],
    queryFn: () => getTextResults(api, textId),
    // What the route's loader has just read is fresh: without this, the screen mounting a moment
    // later reads all of it (a year group's results are a megabyte) a second time.
    staleTime: 10_000,
  });

export const useTextResults = (textId: number) => useQuery(textResultsQuery(useApi(), textId));
