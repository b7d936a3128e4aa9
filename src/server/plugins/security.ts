import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers with a strict CSP (no inline script; connections only to this origin and its
 * WebSocket), cookies for the CSRF cookie, and rate limiting that routes opt into via `config.rateLimit`.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { realtimeOrigins: string[] }) {
    // Built once: @fastify/helmet rebuilt the whole policy on every request (5 % of an answer's CPU).
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...opts.realtimeOrigins],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // Same-origin isolation would block the EPUB preview's blob iframes; nothing here needs it.
      crossOriginEmbedderPolicy: false,
      hsts: false,
    });
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
