import { endpoints } from '#contract/endpoints.ts';
import type { personalDataRoutes } from '#contract/personal-data.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

// Types only from the contract (docs/architecture.md §2).
type Routes = typeof personalDataRoutes;
const at = endpoints.personalData;

export const exportMyData = async (api: ApiClient) =>
  (await callRoute<Routes['exportMine']>(api, at.exportMine)).data;

export const exportPupilData = async (api: ApiClient, classId: number, userId: number) =>
  (await callRoute<Routes['exportPupil']>(api, at.exportPupil, { params: { id: classId, userId } })).data;

export const deleteAccount = (api: ApiClient, password: string) =>
  callRoute<Routes['deleteAccount']>(api, at.deleteAccount, { json: { password } });
