import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SecurityHeaders } from './security-headers.ts';

/**
 * Security headers (security-headers.ts) on every response, cookies for the CSRF cookie, and rate
 * limiting that routes opt into via `config.rateLimit`.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { setSecurityHeaders: SecurityHeaders }) {
    const { setSecurityHeaders } = opts;
    app.addHook('onRequest', (request, reply, done) =>
      setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
    );
    await app.register(cookie);
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
  },
  { name: 'security' },
);
