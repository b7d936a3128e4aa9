import type { assignmentRoutes } from '#contract/assignments.ts';
import { endpoints } from '#contract/endpoints.ts';
import type { readingRoutes } from '#contract/reading.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

// Routes as types only: the service worker and the reader chunk stay zod-free (docs/architecture.md §2).
type Routes = typeof readingRoutes;

/** GET /api/assignments/{uuid}: the reader payload, without any correct choice before completion. */
export const getReaderAssignment = async (api: ApiClient, uuid: string) =>
  (await callRoute<Routes['assignment']>(api, endpoints.reading.assignment, { params: { uuid } })).data;

/** GET /api/assignments/{uuid}/summary: the graded result of a completed assignment. */
export const getSummary = async (api: ApiClient, uuid: string) =>
  (await callRoute<Routes['summary']>(api, endpoints.reading.summary, { params: { uuid } })).data;

/** GET /api/my-assignments: what the service worker pulls assigned texts from. */
export const getAssignedList = async (api: ApiClient) =>
  (await callRoute<(typeof assignmentRoutes)['mine']>(api, endpoints.assignments.mine)).data;
