import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SecurityHeaders } from './security-headers.ts';
import { storedRateLimits } from './stored-rate-limits.ts';

/**
 * Security headers (security-headers.ts) on every response, cookies for the CSRF cookie, and rate
 * limiting that routes opt into via `config.rateLimit`, counted in the database (stored-rate-limits.ts).
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { setSecurityHeaders: SecurityHeaders }) {
    const { setSecurityHeaders } = opts;
    app.addHook('onRequest', (request, reply, done) =>
      setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
    );
    await app.register(cookie);
    // The rate limiter appends its hook to a limited route's preHandler array. Modules share one
    // array among their routes, so each route gets its own copy first (this hook runs before the
    // limiter's): otherwise one limited route would limit every route sharing its array.
    app.addHook('onRoute', (routeOptions) => {
      if (Array.isArray(routeOptions.preHandler)) routeOptions.preHandler = [...routeOptions.preHandler];
    });
    await app.register(rateLimit, {
      global: false,
      // Counted in the database, not in memory: a restart must not hand out fresh tries.
      store: storedRateLimits(() => app.database),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
  },
  { name: 'security' },
);
