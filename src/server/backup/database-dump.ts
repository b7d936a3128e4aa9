import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PG_DUMP_OPTIONS } from '../db/pglite-dump.ts';
import type { Manifest } from './backup-archive.ts';
import { withPgClient } from './pg-client.ts';

/** Runs one query and gives its rows (PGlite's client, a pg client or the app's executeSql). */
export type Query = (sql: string) => Promise<{ rows: unknown[] }>;

/** Which migrations the dumped database has had: compared with ours before a restore. */
export async function appliedMigrations(query: Query): Promise<Manifest['schema']> {
  const { rows } = await query(
    `SELECT count(*)::int AS migrations, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const row = rows[0] as { migrations: number; last: string | null };
  return { migrations: row.migrations, last: row.last === null ? null : Number(row.last) };
}

/**
 * psql meta-commands newer pg_dump versions write around a dump (`\restrict`): neither PGlite nor
 * the driver runs psql syntax, and the script is loaded in one transaction of plain SQL.
 */
export const withoutPsqlCommands = (sql: string) => sql.replace(/^\\(?:un)?restrict\b.*\r?\n?/gim, '');

/** PostgreSQL: the database at `url` as a plain SQL script, by the `pg_dump` on the PATH. */
export function dumpPostgres(url: string): Promise<{ sql: string; schema: Manifest['schema'] }> {
  return withPgClient(url, async (client) => {
    const schema = await appliedMigrations((sql) => client.query(sql));
    const { stdout } = await promisify(execFile)('pg_dump', [...PG_DUMP_OPTIONS, `--dbname=${url}`], {
      maxBuffer: 4 * 1024 ** 3,
      encoding: 'utf8',
    }).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
      if (error.code === 'ENOENT')
        throw new Error('pg_dump was not found: install the PostgreSQL client tools.');
      throw new Error(`pg_dump failed: ${error.stderr?.trim() || error.message}`);
    });
    return { sql: withoutPsqlCommands(stdout), schema };
  });
}
