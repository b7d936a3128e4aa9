import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyPostgresDatabase, templateDump } from '#test/harness/test-database.ts';
import { type Database, openDatabase } from './database.ts';

const migrationsDir = resolve('src/server/db/migrations');
let opened: { database: Database; drop?: () => Promise<void> } | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await opened?.database.close();
  await opened?.drop?.();
  opened = undefined;
});

/** The server's database (`warmPool`, as `openConfiguredDatabase` opens it) on the engine under test. */
async function openServersDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({
      dataDir: 'memory://',
      migrationsDir,
      loadDataDir: await templateDump(),
      warmPool: true,
    });
    opened = { database };
    return database;
  }
  const { url, drop } = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ url, dataDir: '', migrationsDir, warmPool: true });
  opened = { database, drop };
  return database;
}

const sessionsOn = async (database: Database) => {
  const { rows } = await database.executeSql(
    'select count(*)::int as sessions from pg_stat_activity where datname = current_database()',
    [],
  );
  return (rows[0] as { sessions: number }).sessions;
};

describe("the server's database connections", () => {
  // On PostgreSQL (the CI's second pass) the pool's ten connections are open before the first
  // request and stay open when idle: a lesson's first burst of pulls must not wait for new ones.
  // PGlite has one connection in the process, and warming it is nothing to do.
  it('are all open at start, and stay open past the idle timeout', async () => {
    // Faked before the pool starts its idle timers, so the test can run past them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const database = await openServersDatabase();
    if (database.kind === 'pglite') {
      expect(await sessionsOn(database)).toBe(1);
      return;
    }
    expect(await sessionsOn(database)).toBe(10);
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(await sessionsOn(database)).toBe(10);
  });
});
