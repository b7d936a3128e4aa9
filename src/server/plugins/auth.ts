import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';
import { findUserByAccessToken } from '../modules/auth/access-tokens.ts';
import type { UserRow } from '../modules/auth/user-resource.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`; routes behind it may rely on it. */
    user: UserRow;
    accessTokenId: number;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireVerified(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** Bearer-token authentication as preHandlers: authenticate, then optionally verified or admin. */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    app.decorateRequest('user', null as unknown as UserRow);
    app.decorateRequest('accessTokenId', 0);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      const found = token ? await findUserByAccessToken(app.database, token) : undefined;
      if (!found) throw new HttpError(401, 'Unauthenticated.');
      request.user = found.user;
      request.accessTokenId = found.tokenId;
    });

    app.decorate('requireVerified', async (request: FastifyRequest) => {
      if (!request.user.emailVerifiedAt) {
        throw new HttpError(403, 'Your email address is not verified.', {
          email_verification_required: true,
        });
      }
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user.roles.includes('admin')) throw new HttpError(403, 'This action is unauthorized.');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
