import type { Database } from '#server/db/database.ts';

/**
 * Tables whose rows change on calls that change nothing a person owns: a token's last use is stamped
 * on every authenticated call, and a rate-limited call is counted, whatever it answers.
 */
const volatileTables = new Set(['access_tokens', 'rate_limit_hits', '__drizzle_migrations']);

/**
 * One digest per table of the application's data, in one query: equal fingerprints before and after
 * a call mean the call changed nothing stored. Rows are ordered by their text, so the digest does not
 * depend on physical order.
 */
export async function stateFingerprint(database: Database): Promise<Record<string, string>> {
  let query = fingerprintQueries.get(database);
  if (!query) {
    query = await fingerprintQuery(database);
    fingerprintQueries.set(database, query);
  }
  const result = await database.executeSql(query);
  return (result.rows[0] ?? {}) as Record<string, string>;
}

/** The catalogue is read once per database: the tables do not change while a test runs. */
const fingerprintQueries = new WeakMap<Database, string>();

async function fingerprintQuery(database: Database): Promise<string> {
  const { rows } = await database.executeSql(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digests = (rows as { table_name: string }[])
    .map((row) => row.table_name)
    .filter((name) => !volatileTables.has(name))
    .map(
      (name) =>
        `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${name}" t) AS "${name}"`,
    );
  return `SELECT ${digests.join(', ')}`;
}
