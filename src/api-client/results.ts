import { endpoints } from '#contract/endpoints.ts';
import type { ResultsCsvQuery, resultRoutes } from '#contract/results.ts';
import { pathOf } from '#contract/route.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

type Routes = typeof resultRoutes;

/** GET /api/texts/{id}/results: the owner's grid of pupils × questions. */
export const getTextResults = async (api: ApiClient, id: number) =>
  (await callRoute<Routes['ofText']>(api, endpoints.results.ofText, { params: { id } })).data;

/**
 * GET /api/texts/{id}/results.csv as a file, in the teacher's language and time zone. Fetched with
 * the token like any call (a plain link cannot send one), then handed to the browser to save.
 */
export async function getResultsCsv(api: ApiClient, id: number, query: ResultsCsvQuery = {}): Promise<Blob> {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const url = `${api.baseUrl}${pathOf(endpoints.results.csv, { id })}${search.size ? `?${search}` : ''}`;
  const response = await api.fetchRaw(url, { headers: { Accept: 'text/csv' } }).catch(() => undefined);
  if (!response?.ok) throw new Error('The results could not be downloaded.');
  return response.blob();
}
