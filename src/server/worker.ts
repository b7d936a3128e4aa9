import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config.ts';
import notificationsPlugin from './modules/notifications/notifications-plugin.ts';
import pushPlugin from './modules/push/push-plugin.ts';
import questionsPlugin from './modules/questions/questions-plugin.ts';
import realtimePlugin from './modules/realtime/realtime-plugin.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import jobsPlugin from './plugins/jobs.ts';

/**
 * `npm run worker`: runs background jobs against the PostgreSQL of DATABASE_URL and serves no
 * calls. The plugins the jobs need (database, notifications with realtime and Web Push) are the
 * API's own; nothing listens on a port. With the embedded realtime server, a notification made here
 * is stored but not pushed over the API's sockets (set PUSHER_* for live delivery from workers).
 */
async function main() {
  const config = { ...loadConfig(process.env), jobs: { inProcess: true } };
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (a PostgreSQL database shared with the API).\n' +
        'With the embedded database the API runs its jobs itself: start it with npm start.',
    );
  }
  const app = Fastify({ logger: { level: config.logLevel } });
  await app.register(dbPlugin, { config });
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(realtimePlugin, { config });
  await app.register(pushPlugin, { config });
  await app.register(notificationsPlugin);
  await app.register(jobsPlugin, { config });
  await app.register(questionsPlugin, { config, withRoutes: false });
  await app.ready();
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, finishing running jobs`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  app.log.info('worker running background jobs');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
