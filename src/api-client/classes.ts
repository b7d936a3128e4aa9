import type { AssignmentSettings } from '#contract/assignments.ts';
import type { AddPupilsRequest, ClassSignInRequest, classRoutes } from '#contract/classes.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

// Types only from the contract: the class sign-in screen stays zod-free (docs/architecture.md §2).
type Routes = typeof classRoutes;
const at = endpoints.classes;

export const listClasses = async (api: ApiClient) => (await callRoute<Routes['list']>(api, at.list)).data;

export const createClass = (api: ApiClient, name: string) =>
  callRoute<Routes['create']>(api, at.create, { json: { name } });

export const getClass = async (api: ApiClient, id: number) =>
  (await callRoute<Routes['show']>(api, at.show, { params: { id } })).data;

export const renameClass = (api: ApiClient, id: number, name: string) =>
  callRoute<Routes['rename']>(api, at.rename, { params: { id }, json: { name } });

export const deleteClass = (api: ApiClient, id: number) =>
  callRoute<Routes['remove']>(api, at.remove, { params: { id } });

/** `{name}`, `{names}` (a pasted list) or `{email}`; answers the class with its pupils. */
export const addPupils = (api: ApiClient, id: number, body: AddPupilsRequest) =>
  callRoute<Routes['addPupils']>(api, at.addPupils, { params: { id }, json: body });

export const resetPicture = (api: ApiClient, id: number, userId: number) =>
  callRoute<Routes['resetPicture']>(api, at.resetPicture, { params: { id, userId } });

export const removePupil = (api: ApiClient, id: number, userId: number) =>
  callRoute<Routes['removePupil']>(api, at.removePupil, { params: { id, userId } });

export const assignToClass = (api: ApiClient, id: number, body: AssignmentSettings & { text_id: number }) =>
  callRoute<Routes['assign']>(api, at.assign, { params: { id }, json: body });

/** No token: the class's name and its pupils' first names and initials. */
export const classSignInList = async (api: ApiClient, code: string) =>
  (await callRoute<Routes['signInList']>(api, at.signInList, { params: { code } })).data;

/** Answers like POST /api/login. */
export const classSignIn = (api: ApiClient, body: ClassSignInRequest) =>
  callRoute<Routes['signIn']>(api, at.signIn, { json: body });
