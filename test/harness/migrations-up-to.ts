import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';
import { type Database, openDatabase } from '#server/db/database.ts';

export const migrationsDir = resolve('src/server/db/migrations');

/**
 * A copy of the migrations in `scratch` whose journal ends at `lastTag`: an installation as it was
 * before a later migration, to test that migration on its old data.
 */
export function migrationsUpTo(scratch: string, lastTag: string): string {
  const dir = join(scratch, `migrations-${lastTag}`);
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * A scratch folder for partial migration sets, and `open` for in-memory databases migrated from one
 * of them; the databases are closed and the folder removed after the file's tests.
 */
export function migrationScratch() {
  const scratch = mkdtempSync(join(tmpdir(), 'rr-migrations-'));
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    rmSync(scratch, { recursive: true, force: true });
  });
  const open = async (dir: string, loadDataDir?: Blob) => {
    const database = await openDatabase({ dataDir: 'memory://', migrationsDir: dir, loadDataDir });
    opened.push(database);
    return database;
  };
  return { scratch, open };
}
