import type { MyAssignment } from '#contract/assignments.ts';
import type { ReaderAssignment, Summary } from '#contract/reading.ts';
import type { ApiClient } from './create-api-client.ts';

// Typed, not parsed: the service worker and the reader chunk stay zod-free (the server's schemas
// already shape every answer).

/** GET /api/assignments/{uuid}: the reader payload, without any correct choice before completion. */
export const getReaderAssignment = async (api: ApiClient, uuid: string) =>
  (await api.send<{ data: ReaderAssignment }>('get', `/api/assignments/${uuid}`)).data;

/** GET /api/assignments/{uuid}/summary: the graded result of a completed assignment. */
export const getSummary = async (api: ApiClient, uuid: string) =>
  (await api.send<{ data: Summary }>('get', `/api/assignments/${uuid}/summary`)).data;

/** GET /api/my-assignments: what the service worker pulls assigned texts from. */
export const getAssignedList = async (api: ApiClient) =>
  (await api.send<{ data: MyAssignment[] }>('get', '/api/my-assignments')).data;
