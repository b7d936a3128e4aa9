import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Opens PGlite in DATA_DIR (or PostgreSQL with DATABASE_URL), migrates, and closes on shutdown. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { config: Config; database?: Database }) {
    const database =
      opts.database ??
      (await openDatabase({
        url: opts.config.databaseUrl,
        dataDir: join(opts.config.dataDir, 'db'),
        migrationsDir: opts.config.migrationsDir,
      }));
    app.decorate('database', database);
    // A database handed in by a test belongs to the test; only close what this plugin opened.
    if (!opts.database) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
