import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ASSIGNMENT_CREATED_MESSAGE, assignmentRoutes } from '#contract/assignments.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { limitPerIpAndEmail } from '../auth/auth-context.ts';
import { ownedText } from '../texts/texts-service.ts';
import { type AssignDeps, assignText, assignTextToEmails, resendInvitation } from './assign-service.ts';
import { assignToAccount } from './assign-to-account.ts';
import { toOwnerAssignment } from './assignment-resource.ts';
import { checkedUuid } from './assignment-uuid.ts';
import * as repository from './repository.ts';

/** The owner's side (docs/product.md §7 "Assignments"): only the text's owner; anyone else gets 404. */
const ownerRoutes: FastifyPluginAsyncZod<{ deps: AssignDeps; config: Config }> = async (
  app,
  { deps, config },
) => {
  const { db } = deps;
  const accountDeps = { ...deps, database: app.database };
  // No requireAdmin: ownedText answers 404 to anyone but the owning admin, so a pupil learns nothing (not even a 403).
  const owner = [app.authenticate, app.requireVerified];
  const ownerWrite = [...owner, app.idempotent];

  app.route({
    ...routeOptions(assignmentRoutes.assign),
    preHandler: ownerWrite,
    handler: async (request, reply) => {
      const { email, emails, ...settings } = request.body;
      const assigned =
        email === undefined
          ? undefined
          : await assignToAccount(accountDeps, request.user, request.params.id, email, settings);
      if (assigned) {
        return reply
          .code(201)
          .send({ message: ASSIGNMENT_CREATED_MESSAGE, data: toOwnerAssignment(assigned) });
      }
      const text = await ownedText(db, request.user, request.params.id);
      if (emails) {
        const { created, skipped } = await assignTextToEmails(deps, request.user, text, emails, settings);
        const uuids = new Set(created.map((a) => a.uuid));
        const rows = (await repository.assignmentsOfText(db, text.id)).filter((r) =>
          uuids.has(r.assignment.uuid),
        );
        const [first, ...rest] = rows.map(toOwnerAssignment);
        if (!first) throw notFound('Assignment');
        const message = `${ASSIGNMENT_CREATED_MESSAGE} ${rows.length} ${rows.length === 1 ? 'pupil has' : 'pupils have'} the text now.`;
        return reply.code(201).send({ message, data: first, assignments: [first, ...rest], skipped });
      }
      // The schema requires one of the two.
      const assignment = await assignText(deps, request.user, text, email ?? '', settings);
      const [row] = await repository.assignmentsOfText(db, text.id, assignment.uuid);
      if (!row) throw notFound('Assignment');
      return reply.code(201).send({ message: ASSIGNMENT_CREATED_MESSAGE, data: toOwnerAssignment(row) });
    },
  });

  app.route({
    ...routeOptions(assignmentRoutes.ofText),
    preHandler: owner,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      return { data: (await repository.assignmentsOfText(db, text.id)).map(toOwnerAssignment) };
    },
  });

  app.route({
    ...routeOptions(assignmentRoutes.removeFromText),
    preHandler: ownerWrite,
    handler: async (request) => {
      const text = await ownedText(db, request.user, request.params.id);
      const deleted = await repository.deleteAssignmentOfText(db, text.id, checkedUuid(request.params.uuid));
      if (!deleted) throw notFound('Assignment');
      return { message: 'Assignment deleted successfully.' };
    },
  });

  // Each resend mails the address again: limited per address, like the other calls that send mail.
  app.route({
    ...routeOptions(assignmentRoutes.resendInvitation),
    preHandler: ownerWrite,
    config: { rateLimit: limitPerIpAndEmail(config) },
    handler: async (request) => {
      await resendInvitation(deps, request.user, request.body.email);
      return { message: 'Invitation resent successfully.' };
    },
  });
};

export default ownerRoutes;
