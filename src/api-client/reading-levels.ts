import { endpoints } from '#contract/endpoints.ts';
import type { readingLevelRoutes } from '#contract/reading-levels.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

type Routes = typeof readingLevelRoutes;

/** GET /api/pupils/{userId}/level: one pupil's estimated level (docs/reading-levels.md). */
export const getPupilLevel = async (api: ApiClient, userId: number) =>
  (await callRoute<Routes['ofPupil']>(api, endpoints.readingLevels.ofPupil, { params: { userId } })).data;

/** GET /api/pupils/levels: every pupil the signed-in teacher teaches, with their levels. */
export const listPupilLevels = async (api: ApiClient) =>
  (await callRoute<Routes['ofMyPupils']>(api, endpoints.readingLevels.ofMyPupils)).data;
