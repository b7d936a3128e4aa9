import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A Vite-hashed file in assets/, or its precompressed copy (setHeaders sees the path actually sent). */
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+(\.br|\.gz)?$/;

/**
 * Serves the built PWA from `dist/`: precompressed (brotli/gzip files written at build time),
 * hashed files cached forever, everything else revalidated; unknown non-API paths get the shell
 * so client-side routes load.
 */
export default fp(
  async function clientAssetsPlugin(app: FastifyInstance, opts: { clientDir: string }) {
    if (!existsSync(join(opts.clientDir, 'index.html'))) {
      app.log.warn(`No built client in ${opts.clientDir}; run "npm run build" to serve the app.`);
      return;
    }
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      preCompressed: true,
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const immutable = HASHED_ASSET.test(path.replaceAll('\\', '/'));
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The errors plugin owns the 404 handler; client routes are a catch-all GET instead. Files
    // (`wildcard: false` gives each built file its own route) and server paths fall through to 404.
    // Hidden from the OpenAPI document, like @fastify/static's own routes: it is the app, not the API.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isServerPath = /^\/(api|sanctum|broadcasting|app)(\/|$)/.test(path);
      if (isServerPath || /\.\w+$/.test(path)) return reply.callNotFound();
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'client-assets' },
);
