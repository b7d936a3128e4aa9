import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from '#contract/auth.ts';
import { notFound } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { revokeOtherAccessTokens } from './access-tokens.ts';
import { hashPassword, requirePassword } from './passwords.ts';
import { toUserResource } from './user-resource.ts';
import { updateUser } from './users-repository.ts';

/** The /profile and /settings screens: change the name or the language, change the password. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const preHandler = [app.authenticate, app.requireVerified];

  app.route({
    ...routeOptions(authRoutes.updateProfile),
    preHandler,
    handler: async (request) => {
      const { name, locale } = request.body;
      // A body without `locale` leaves the language as it was; null returns to the browser's.
      const user = await updateUser(db, request.user.id, locale === undefined ? { name } : { name, locale });
      if (!user) throw notFound('User');
      return { user: toUserResource(user) };
    },
  });

  app.route({
    ...routeOptions(authRoutes.changePassword),
    preHandler,
    handler: async (request) => {
      const { current_password, password } = request.body;
      await requirePassword(current_password, request.user.passwordHash, 'current_password');
      await updateUser(db, request.user.id, { passwordHash: await hashPassword(password) });
      // Other devices signed in with the old password are signed out; this one stays.
      await revokeOtherAccessTokens(db, request.user.id, request.accessTokenId);
      return { message: 'Your password has been changed.' };
    },
  });
};

export default profileRoutes;
