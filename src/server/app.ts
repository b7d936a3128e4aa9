import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import configRoutes from './modules/app-config/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import authPlugin from './plugins/auth.ts';
import clientAssetsPlugin from './plugins/client-assets.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import securityPlugin from './plugins/security.ts';

export interface BuildOptions {
  /** A database opened by the caller (tests share one per file); otherwise the config decides. */
  database?: Database;
  /** Serve the built client from `config.clientDir` (off in API tests). */
  serveClient?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024, // 1 MB of JSON; EPUB uploads have their own multipart limit
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Order matters: errors first so every later plugin's failures are shaped; the database before
  // anything that queries; security and auth before the modules whose routes use them.
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { config, database: options.database });
  await app.register(securityPlugin, { realtimeOrigins: [] });
  await app.register(authPlugin);

  await app.register(configRoutes, { config });
  await app.register(dashboardRoutes);

  if (options.serveClient) await app.register(clientAssetsPlugin, { clientDir: config.clientDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
