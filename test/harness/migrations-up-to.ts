import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
