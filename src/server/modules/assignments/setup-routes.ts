import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from '#contract/auth.ts';
import type { Config } from '../../config.ts';
import { routeOptions } from '../../route-options.ts';
import { issueAccessToken } from '../auth/access-tokens.ts';
import { limitPerIpAndEmail } from '../auth/auth-context.ts';
import { toUserResource } from '../auth/user-resource.ts';
import { assignmentNotification } from './assign-service.ts';
import { completeSetup } from './complete-setup.ts';
import { assignmentsOfUser } from './repository.ts';

/** POST /api/complete-setup: an invited person sets a password and is signed in. */
const setupRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { db } = app.database;

  app.route({
    ...routeOptions(authRoutes.completeSetup),
    config: { rateLimit: limitPerIpAndEmail(config) },
    handler: async (request) => {
      const { user, linked } = await completeSetup(db, request.body);
      const linkedIds = new Set(linked.map((assignment) => assignment.id));
      for (const row of await assignmentsOfUser(db, user.id)) {
        if (linkedIds.has(row.assignment.id)) {
          await app.notifications.notify(user.id, assignmentNotification(row.assignment, row.text));
        }
      }
      const token = await issueAccessToken(db, user.id, true);
      return {
        success: true,
        token,
        user: toUserResource(user),
        message: 'Account setup completed successfully.',
      };
    },
  });
};

export default setupRoutes;
