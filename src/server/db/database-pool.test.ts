import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '#test/harness/test-database.ts';
import type { Database } from './database.ts';
import { knownPreparedStatements, preparedStatement } from './prepared-statements.ts';

let database: Database | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await database?.close();
  database = undefined;
});

const sessionsOn = async (database: Database) => {
  const { rows } = await database.executeSql(
    'select count(*)::int as sessions from pg_stat_activity where datname = current_database()',
    [],
  );
  return (rows[0] as { sessions: number }).sessions;
};

/** Every hot statement of the server: its modules make them as they load. */
async function serversStatements() {
  await import('../app.ts');
  return knownPreparedStatements();
}

describe("the server's database connections, warmed as main.ts does", () => {
  // On PostgreSQL (the CI's second pass) the pool's ten connections are open before the first
  // request and stay open when idle: a lesson's first burst must not wait for new ones. PGlite has
  // one connection, in the process, and nothing to open.
  it('are all open at start, and stay open past the idle timeout', async () => {
    // Faked before the pool starts its idle timers, so the test can run past them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    database = await createTestDatabase();
    await database.warm(await serversStatements());
    if (database.kind === 'pglite') {
      expect(await sessionsOn(database)).toBe(1);
      return;
    }
    expect(await sessionsOn(database)).toBe(10);
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    expect(await sessionsOn(database)).toBe(10);
  });

  it('ready every connection for each hot statement of the server, which all parse', async () => {
    database = await createTestDatabase();
    const statements = await serversStatements();
    expect(statements.map((statement) => statement.name)).toEqual(
      expect.arrayContaining([
        'find_user_by_token_hash',
        'reading_save_answer',
        'assignments_assign_to_account',
      ]),
    );
    await database.warm(statements);
    const broken = { name: 'test_broken', text: 'select nothing from nowhere where id = $1::int' };
    if (database.kind === 'postgres')
      await expect(database.warm([...statements, broken])).rejects.toThrow('nowhere');
  });

  it('refuses two different statements under one name', () => {
    preparedStatement({ name: 'test_twice', text: 'select 1' });
    expect(() => preparedStatement({ name: 'test_twice', text: 'select 2' })).toThrow(
      'two prepared statements are named test_twice',
    );
  });
});
