import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { PglitePreparedRunner } from './prepared-statements.ts';

/**
 * pg_dump's options for both engines: no owners or grants (the restoring role owns everything), and
 * a thousand rows per INSERT, so a restore runs one statement per thousand rows, not per row.
 */
export const PG_DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--rows-per-insert=1000'];

/**
 * The embedded database as a plain SQL script (pg_dump compiled to WebAssembly, from
 * `@electric-sql/pglite-tools`), taken while the server keeps serving.
 *
 * pg_dump speaks to PGlite's one connection directly, without its locks, so the dump runs `alone`:
 * no request's transaction may be open on that connection while pg_dump's own snapshot transaction
 * is (its COMMIT would end the request's). pgDump's own `query`/`exec` calls take those locks, so
 * it is handed a connection that speaks the protocol without them. pg_dump ends with `DEALLOCATE
 * ALL`; `alone` makes the prepared-statement runner parse its statements again afterwards.
 *
 * pg_dump also leaves its session as a process that exits would: its read-only snapshot transaction
 * still open and its settings (extra_float_digits, search_path…) changed. On PGlite that session
 * is the server's one connection, so it is rolled back and reset before anything else runs.
 */
export async function dumpPglite(client: PGlite, runner: PglitePreparedRunner): Promise<string> {
  // Loaded here, not with the module: every server and worker opens the database, few ever dump it.
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const simpleQuery = async (sql: string) =>
    parse.parseResults(await client.execProtocolStream(protocol.serialize.query(sql)), client.parsers);
  const unlocked = {
    execProtocolRawStream: client.execProtocolRawStream.bind(client),
    query: async (sql: string) => (await simpleQuery(sql))[0],
    exec: simpleQuery,
  } as unknown as PGlite;
  return runner.alone(async () => {
    const file = await pgDump({ pg: unlocked, args: PG_DUMP_OPTIONS });
    await simpleQuery('ROLLBACK; RESET ALL;');
    return file.text();
  });
}
