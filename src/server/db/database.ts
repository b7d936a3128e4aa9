import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openPgliteClient } from './pglite-client.ts';
import { dumpPglite } from './pglite-dump.ts';
import {
  asText,
  type PreparedStatement,
  pglitePreparedRunner,
  type RunPrepared,
} from './prepared-statements.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs one SQL text; statements with parameters go one at a time, scripts without go whole. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  executeSql: ExecuteSql;
  /** Hot paths: a named statement, parsed and planned once per connection (prepared-statements.ts). */
  runPrepared: RunPrepared;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection URL, for pg_dump (backups). */
  url?: string;
  close(): Promise<void>;
  /**
   * Before the first request (the server calls it; tests need not): on PostgreSQL, opens every
   * connection of the pool and has each parse the hot paths' statements (docs/architecture.md §5).
   * PGlite's one connection is in the process and has nothing to open.
   */
  warm(statements: PreparedStatement[]): Promise<void>;
  /** PGlite only: the data folder as a tarball, to clone this database. */
  dump?(): Promise<Blob>;
  /** PGlite only: a plain SQL dump, taken while the server serves (pglite-dump.ts). */
  dumpSql?(): Promise<string>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite is used. */
  url?: string;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir: string;
  migrationsDir: string;
  /** A PGlite data-folder dump to start from (tests clone one migrated template). */
  loadDataDir?: Blob;
}

/** The app's database as configured: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db. */
export const openConfiguredDatabase = (config: {
  databaseUrl?: string;
  dataDir: string;
  migrationsDir: string;
}) =>
  openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'db'),
    migrationsDir: config.migrationsDir,
  });

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url)
    : await openPglite(options.dataDir, options.loadDataDir);
  await database.migrate(options.migrationsDir);
  return database;
}

/** Connections to PostgreSQL: enough for the two cores we plan for, few enough for a shared server. */
const POOL_SIZE = 10;

/** The PostgreSQL driver is loaded only for a PostgreSQL database: the embedded default never needs it. */
async function openPostgres(url: string) {
  const [{ drizzle: drizzlePg }, { migrate: migratePg }, { default: pg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
    import('pg'),
  ]);
  // Connections are kept once open (min = max): a lesson starts with a burst of 300 pulls, and a
  // pool that had let its connections go while the teacher set up would open nine new ones in that
  // burst, each a new server process with cold caches, while the requests queue behind them
  // (docs/architecture.md §5).
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, min: POOL_SIZE });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres' as const,
    url,
    executeSql: async (text: string, values?: unknown[]) => pool.query(text, values),
    runPrepared: (async (statement, values) =>
      (await pool.query({ ...statement, values: values.map(asText) })).rows) as RunPrepared,
    migrate: (migrationsFolder: string) => migratePg(db, { migrationsFolder }),
    warm: async (statements: PreparedStatement[]) => {
      const opened = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
      // PREPARE opens every table, index and function a statement names, as the driver's first
      // use of it on that connection would, while no pupil waits. Then it is let go: the driver
      // prepares its own under the statement's name, now from warm caches.
      const readying = statements
        .map(({ text }) => `PREPARE warm_up AS ${text}; DEALLOCATE warm_up;`)
        .join('\n');
      try {
        await Promise.all(opened.map((client) => client.query(readying)));
      } finally {
        for (const client of opened) client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const client = await openPgliteClient(dataDir, loadDataDir);
  const db = drizzlePglite({ client, schema });
  // PGlite has one connection: a failed transaction left open would block every later query.
  const executeSql: ExecuteSql = async (text, values) => {
    try {
      if (values && values.length > 0) return await client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.flatMap((r) => r.rows) };
    } catch (error) {
      await client.exec('ROLLBACK').catch(() => {});
      throw error;
    }
  };
  const runPrepared = pglitePreparedRunner(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite' as const,
    executeSql,
    runPrepared,
    warm: async () => {},
    migrate: (migrationsFolder: string) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    dumpSql: () => dumpPglite(client, runPrepared),
  };
}
