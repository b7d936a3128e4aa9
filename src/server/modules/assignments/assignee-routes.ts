import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AssignmentDecision, type AssignmentStatus, assignmentRoutes } from '#contract/assignments.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { toMyAssignment } from './assignment-resource.ts';
import { checkedUuid } from './assignment-uuid.ts';
import * as repository from './repository.ts';

const decisions = {
  approve: { to: 'in_progress', message: 'Assignment approved.', refused: 'approved' },
  reject: { to: 'rejected', message: 'Assignment rejected.', refused: 'rejected' },
} as const satisfies Record<AssignmentDecision, { to: AssignmentStatus; message: string; refused: string }>;

/** The caller's assignment as a list item, or 404 when it is not theirs. */
async function myAssignment(db: Db, userId: number, uuid: string) {
  const [row] = await repository.assignmentsOfUser(db, userId, uuid);
  if (!row) throw notFound('Assignment');
  return row;
}

/** The assignee's side: My Assignments, approve and reject (pending only). */
const assigneeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = [app.authenticate, app.requireVerified];

  app.route({
    ...routeOptions(assignmentRoutes.mine),
    preHandler: signedIn,
    handler: async (request) => {
      // Texts sent to this address before the account existed (signed up without the invitation link).
      if (request.user.email)
        await repository.linkAssignmentsOfEmail(db, request.user.id, request.user.email);
      return { data: (await repository.assignmentsOfUser(db, request.user.id)).map(toMyAssignment) };
    },
  });

  for (const action of ['approve', 'reject'] as const) {
    const decision = decisions[action];
    app.route({
      ...routeOptions(assignmentRoutes[action]),
      preHandler: [...signedIn, app.idempotent],
      handler: async (request) => {
        const uuid = checkedUuid(request.params.uuid);
        const changed = await repository.changeStatus(db, request.user.id, uuid, 'pending', decision.to);
        const row = await myAssignment(db, request.user.id, uuid);
        if (!changed) {
          throw new HttpError(409, `Only a pending assignment can be ${decision.refused}.`);
        }
        return { message: decision.message, data: toMyAssignment(row) };
      },
    });
  }
};

export default assigneeRoutes;
