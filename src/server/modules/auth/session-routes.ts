import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from '#contract/auth.ts';
import { HttpError } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { issueAccessToken, revokeAccessToken } from './access-tokens.ts';
import { type AuthContext, limitPerIpAndEmail } from './auth-context.ts';
import { verifyPassword } from './passwords.ts';
import { toUserResource } from './user-resource.ts';
import { findUserByEmail } from './users-repository.ts';

/**
 * Compared against when the account is missing or has no password, so every failure costs one scrypt.
 * A fixed hash of a random password nobody kept: a failure answers 401 whatever the comparison
 * says, and hashing a decoy at start cost every start a scrypt (docs/architecture.md §14).
 */
const decoyHash =
  'scrypt$gNaM09dCT-scceMkrJnmQA$vGdN7nknRwfZW1aILcgoiWCS3YzHmAUwrBC7x4PPO6e2FvIuTJeUGaVtPnRNnDUc5-R8TeDp_PIOsBiaadWpQQ';

/** CSRF cookie, current user, sign-in and sign-out. */
const sessionRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, { config }) => {
  const { db } = app.database;

  app.route({
    ...routeOptions(authRoutes.csrfCookie),
    handler: async (_request, reply) => {
      // Bearer tokens carry the session; the cookie exists because the client's handshake expects it.
      reply.setCookie('XSRF-TOKEN', randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: config.appUrl.startsWith('https:'),
      });
      return reply.code(204).send();
    },
  });

  app.route({
    ...routeOptions(authRoutes.user),
    preHandler: [app.authenticate],
    handler: async (request) => ({ user: toUserResource(request.user) }),
  });

  app.route({
    ...routeOptions(authRoutes.login),
    config: { rateLimit: limitPerIpAndEmail(config) },
    handler: async (request) => {
      const { email, password, remember } = request.body;
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(password, user?.passwordHash ?? decoyHash);
      if (!user?.passwordHash || !valid) {
        throw new HttpError(401, 'These credentials do not match our records.', { success: false });
      }
      if (!user.emailVerifiedAt) {
        throw new HttpError(403, 'Please verify your email address before logging in.', {
          success: false,
          email_verification_required: true,
        });
      }
      const token = await issueAccessToken(db, user.id, remember ?? false);
      return { success: true, token, user: toUserResource(user) };
    },
  });

  app.route({
    ...routeOptions(authRoutes.logout),
    preHandler: [app.authenticate],
    handler: async (request) => {
      await revokeAccessToken(db, request.accessTokenId);
      return { message: 'Logged out successfully.' };
    },
  });
};

export default sessionRoutes;
