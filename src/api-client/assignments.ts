import {
  type AssignRequest,
  assignmentPaths,
  type MyAssignment,
  type OwnerAssignment,
} from '#contract/assignments.ts';
import type { ApiClient } from './create-api-client.ts';

// Responses are typed, not parsed: the server validates them against the same contract on the way out.

export interface AssignResponse {
  message: string;
  data: OwnerAssignment;
}
interface MessageResponse {
  message: string;
}

/** GET /api/texts/{id}/assignments: the owner's table. */
export async function listTextAssignments(api: ApiClient, textId: number): Promise<OwnerAssignment[]> {
  return (await api.send<{ data: OwnerAssignment[] }>('get', assignmentPaths.ofText(textId))).data;
}

/** POST /api/texts/{id}/assign: `{email, due_date?}`; answers the new row and a message. */
export const assignText = (api: ApiClient, textId: number, request: AssignRequest) =>
  api.send<AssignResponse>('post', assignmentPaths.assign(textId), { json: request });

export const deleteTextAssignment = (api: ApiClient, textId: number, uuid: string) =>
  api.send<MessageResponse>('delete', assignmentPaths.ofTextOne(textId, uuid));

export const resendInvitation = (api: ApiClient, email: string) =>
  api.send<MessageResponse>('post', assignmentPaths.resendInvitation, { json: { email } });

/** GET /api/my-assignments: the signed-in person's own assignments. */
export async function listMyAssignments(api: ApiClient): Promise<MyAssignment[]> {
  return (await api.send<{ data: MyAssignment[] }>('get', assignmentPaths.mine)).data;
}
