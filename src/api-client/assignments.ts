import type {
  AssignRequest,
  assignmentRoutes,
  MyAssignment,
  OwnerAssignment,
} from '#contract/assignments.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

type Routes = typeof assignmentRoutes;
const at = endpoints.assignments;

/** GET /api/texts/{id}/assignments: the owner's table. */
export async function listTextAssignments(api: ApiClient, textId: number): Promise<OwnerAssignment[]> {
  return (await callRoute<Routes['ofText']>(api, at.ofText, { params: { id: textId } })).data;
}

/** POST /api/texts/{id}/assign: `{email, due_date?}`; answers the new row and a message. */
export const assignText = (api: ApiClient, textId: number, request: AssignRequest) =>
  callRoute<Routes['assign']>(api, at.assign, { params: { id: textId }, json: request });

export const deleteTextAssignment = (api: ApiClient, textId: number, uuid: string) =>
  callRoute<Routes['removeFromText']>(api, at.removeFromText, { params: { id: textId, uuid } });

export const resendInvitation = (api: ApiClient, email: string) =>
  callRoute<Routes['resendInvitation']>(api, at.resendInvitation, { json: { email } });

/** GET /api/my-assignments: the signed-in person's own assignments. */
export async function listMyAssignments(api: ApiClient): Promise<MyAssignment[]> {
  return (await callRoute<Routes['mine']>(api, at.mine)).data;
}
