import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { realtimeConnectOrigins } from './adapters/realtime/realtime-credentials.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import configRoutes from './modules/app-config/routes.ts';
import assignmentsRoutes from './modules/assignments/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import classesRoutes from './modules/classes/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import notificationsPlugin from './modules/notifications/notifications-plugin.ts';
import personalDataRoutes from './modules/personal-data/routes.ts';
import pushPlugin from './modules/push/push-plugin.ts';
import questionsPlugin from './modules/questions/questions-plugin.ts';
import readingRoutes from './modules/reading/routes.ts';
import readingLevelsRoutes from './modules/reading-levels/routes.ts';
import realtimePlugin from './modules/realtime/realtime-plugin.ts';
import resultsRoutes from './modules/results/routes.ts';
import textsRoutes from './modules/texts/routes.ts';
import apiDocsPlugin from './plugins/api-docs.ts';
import authPlugin from './plugins/auth.ts';
import backupsPlugin from './plugins/backups.ts';
import clientAssetsPlugin from './plugins/client-assets.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import jobsPlugin from './plugins/jobs.ts';
import mailerPlugin from './plugins/mailer.ts';
import nulFreeBodiesPlugin from './plugins/nul-free-bodies.ts';
import securityPlugin from './plugins/security.ts';
import { createSecurityHeaders } from './plugins/security-headers.ts';

export interface BuildOptions {
  /** A database opened by the caller (tests share one per file); otherwise the config decides. */
  database?: Database;
  /** Serve the built client from `config.clientDir` (off in API tests). */
  serveClient?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const setSecurityHeaders = createSecurityHeaders(realtimeConnectOrigins(config));
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024, // 1 MB of JSON; EPUB uploads have their own multipart limit
    trustProxy: config.trustProxy,
    // The first start creates the embedded database (initdb, then every migration): seconds on a
    // busy two-core machine, past Fastify's default 10 s for one plugin.
    pluginTimeout: 120_000,
    // Requests Fastify refuses before routing (a malformed URL such as /api/%zz) run no hooks:
    // they get the Laravel-shaped body and the security headers here.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      setSecurityHeaders(request.raw, reply.raw, () => {
        reply.code(error.statusCode ?? 400).send({ message: 'The request URL is not valid.' });
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Order matters: errors first so every later plugin's failures are shaped; the database before
  // anything that queries; security, auth and the mailer before the modules whose routes use them.
  await app.register(errorsPlugin);
  await app.register(nulFreeBodiesPlugin);
  await app.register(dbPlugin, { config, database: options.database });
  await app.register(backupsPlugin, { config });
  await app.register(securityPlugin, { setSecurityHeaders });
  await app.register(authPlugin);
  await app.register(idempotencyPlugin); // routes opt in: preHandler [app.authenticate, app.idempotent]
  await app.register(mailerPlugin, { config });
  // The OpenAPI document lists the routes added after it (an onRoute hook): every plugin from here on.
  await app.register(apiDocsPlugin);

  // Realtime and push before notifications (notify() uses both) and before the config route (it
  // hands their public keys to the client); other modules call app.notifications.notify().
  await app.register(realtimePlugin, { config });
  await app.register(pushPlugin, { config });
  await app.register(notificationsPlugin);
  // Background jobs after notifications: a finished question run notifies its owner.
  await app.register(jobsPlugin, { config });

  await app.register(configRoutes, { config });
  await app.register(authRoutes, { config });
  await app.register(dashboardRoutes);
  await app.register(textsRoutes, { config });
  await app.register(assignmentsRoutes, { config });
  await app.register(classesRoutes, { config });
  await app.register(readingRoutes);
  await app.register(resultsRoutes);
  await app.register(readingLevelsRoutes);
  await app.register(personalDataRoutes, { config });
  await app.register(questionsPlugin, { config, withRoutes: true });

  if (options.serveClient) await app.register(clientAssetsPlugin, { clientDir: config.clientDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
