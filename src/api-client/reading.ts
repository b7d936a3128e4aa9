import type { MyAssignment } from '#contract/assignments.ts';
import type { readingRoutes } from '#contract/reading.ts';
import { readingPathPatterns } from '#contract/reading-paths.ts';
import { pathOf, type ResponseOf } from '#contract/route.ts';
import type { ApiClient } from './create-api-client.ts';

// Typed, not parsed: the service worker and the reader chunk stay zod-free (the server's schemas
// already shape every answer). The declarations are imported as types only; the paths come from
// the zod-free patterns they are declared with.

/** GET /api/assignments/{uuid}: the reader payload, without any correct choice before completion. */
export const getReaderAssignment = async (api: ApiClient, uuid: string) =>
  (
    await api.send<ResponseOf<typeof readingRoutes.assignment>>(
      'get',
      pathOf({ path: readingPathPatterns.assignment }, { uuid }),
    )
  ).data;

/** GET /api/assignments/{uuid}/summary: the graded result of a completed assignment. */
export const getSummary = async (api: ApiClient, uuid: string) =>
  (
    await api.send<ResponseOf<typeof readingRoutes.summary>>(
      'get',
      pathOf({ path: readingPathPatterns.summary }, { uuid }),
    )
  ).data;

/** GET /api/my-assignments: what the service worker pulls assigned texts from. */
export const getAssignedList = async (api: ApiClient) =>
  (await api.send<{ data: MyAssignment[] }>('get', '/api/my-assignments')).data;
