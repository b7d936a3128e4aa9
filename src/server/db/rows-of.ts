import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * The rows of a hand-written SQL query, typed by the caller. For figures that one aggregate query
 * answers better than the query builder (the dashboards, reading levels); both drivers answer
 * `execute` with `{rows}`.
 */
export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
