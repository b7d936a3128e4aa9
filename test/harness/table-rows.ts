import { withPgClient } from '#server/backup/pg-client.ts';
import type { Database } from '#server/db/database.ts';

/**
 * Every row of every table of ours (the app's `public` schema and Drizzle's record of migrations),
 * as JSON text, sorted: two databases hold the same data when these are equal. pg-boss's own schema
 * is left out: its maintenance rewrites its rows on its own clock.
 */
export async function everyRow(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  const { rows: tables } = await query(
    `SELECT schemaname || '.' || tablename AS name FROM pg_tables
      WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await query(`SELECT row_to_json(t)::text AS row FROM ${name} t`);
    result[name] = (rows as { row: string }[]).map((r) => r.row).sort();
  }
  return result;
}

export const everyRowOf = (database: Database) => everyRow((sql) => database.executeSql(sql));

export const everyRowAt = (url: string) =>
  withPgClient(url, (client) => everyRow((sql) => client.query(sql)));
