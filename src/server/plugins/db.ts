import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type Database, openConfiguredDatabase } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Opens PGlite in DATA_DIR (or PostgreSQL with DATABASE_URL), migrates, and closes on shutdown. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { config: Config; database?: Database }) {
    const database = opts.database ?? (await openConfiguredDatabase(opts.config));
    app.decorate('database', database);
    // A database handed in (by a test, or by main.ts) belongs to the caller; only close what this plugin opened.
    if (!opts.database) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
