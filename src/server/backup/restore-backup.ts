import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { openPgliteClient } from '../db/pglite-client.ts';
import { BackupFileError, type Manifest, unpackArchive } from './backup-archive.ts';
import { withoutPsqlCommands } from './database-dump.ts';
import { withPgClient } from './pg-client.ts';

/** A refusal: the target or the file is not fit, and nothing was changed. */
export class RestoreRefused extends Error {}

/** Left in DATA_DIR while a restore runs: a restore interrupted by a crash may be run again. */
const MARKER = '.restoring';
const STAGING = '.restore-staging';
const DB_STAGING = 'db.restoring';

interface Target {
  dataDir: string;
  databaseUrl?: string;
  migrationsDir: string;
}

const isEmptyFolder = async (path: string) => !existsSync(path) || (await readdir(path)).length === 0;

/** The `when` of our last migration: a dump that has had a later one comes from newer code. */
function ourLastMigration(migrationsDir: string): number | null {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.at(-1)?.when ?? null;
}

const postgresIsEmpty = (url: string) =>
  withPgClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')`,
    );
    return rows[0]?.n === 0;
  });

async function refuseUnlessEmpty(target: Target) {
  const interrupted = existsSync(join(target.dataDir, MARKER));
  if (!interrupted && !(await isEmptyFolder(join(target.dataDir, 'uploads')))) {
    throw new RestoreRefused(
      `${target.dataDir} already holds uploaded files: restore into an empty DATA_DIR.`,
    );
  }
  if (target.databaseUrl) {
    if (!(await postgresIsEmpty(target.databaseUrl))) {
      throw new RestoreRefused(
        'The database at DATABASE_URL is not empty: restore into a new, empty database.',
      );
    }
  } else if (!interrupted && !(await isEmptyFolder(join(target.dataDir, 'db')))) {
    throw new RestoreRefused(
      `${join(target.dataDir, 'db')} already holds a database: restore into an empty DATA_DIR.`,
    );
  }
}

function refuseNewerSchema(manifest: Manifest, migrationsDir: string) {
  const ours = ourLastMigration(migrationsDir);
  if (manifest.schema.last !== null && (ours === null || manifest.schema.last > ours)) {
    throw new RestoreRefused(
      'This backup comes from a newer version of Reading Rooms (its database has migrations this version does not know): update Reading Rooms first.',
    );
  }
}

/**
 * The dump's script in one transaction, so a failure leaves the target as it was. `SET
 * transaction_timeout` is PostgreSQL 17's (PGlite's pg_dump writes it); older servers refuse it,
 * and its value is the default anyway.
 */
const asOneTransaction = (sql: string) =>
  `BEGIN;\n${withoutPsqlCommands(sql).replace(/^SET transaction_timeout = 0;$/m, '')}\nCOMMIT;`;

const loadIntoPostgres = (url: string, sql: string) =>
  withPgClient(url, (client) => client.query(asOneTransaction(sql)));

async function loadIntoPglite(folder: string, sql: string) {
  await rm(folder, { recursive: true, force: true });
  const client = await openPgliteClient(folder);
  try {
    await client.exec(asOneTransaction(sql));
  } finally {
    await client.close();
  }
}

export interface RestoreProgress {
  stage: 'checking' | 'database' | 'files' | 'migrations';
}

/**
 * Loads a backup into an empty DATA_DIR (and an empty DATABASE_URL, when set), then runs the
 * migrations the backup's database has not had. Refuses, changing nothing, a non-empty target and a
 * foreign, damaged or newer file (docs/backups.md).
 */
export async function restoreBackup(file: string, target: Target, onProgress?: (p: RestoreProgress) => void) {
  onProgress?.({ stage: 'checking' });
  await refuseUnlessEmpty(target);
  const marker = join(target.dataDir, MARKER);
  const staging = join(target.dataDir, STAGING);
  const createdDataDir = !existsSync(target.dataDir);
  let manifest: Manifest;
  try {
    await rm(staging, { recursive: true, force: true });
    await mkdir(target.dataDir, { recursive: true });
    manifest = await unpackArchive(file, staging);
    refuseNewerSchema(manifest, target.migrationsDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (createdDataDir) await rm(target.dataDir, { recursive: true, force: true });
    if (error instanceof BackupFileError) throw new RestoreRefused(error.message);
    throw error;
  }
  await writeFile(marker, `${file}\n`);
  const sql = await readFile(join(staging, 'database.sql'), 'utf8');
  onProgress?.({ stage: 'database' });
  if (target.databaseUrl) {
    await loadIntoPostgres(target.databaseUrl, sql);
  } else {
    await loadIntoPglite(join(target.dataDir, DB_STAGING), sql);
  }
  onProgress?.({ stage: 'files' });
  await rm(join(target.dataDir, 'uploads'), { recursive: true, force: true });
  if (existsSync(join(staging, 'files')))
    await cp(join(staging, 'files'), target.dataDir, { recursive: true });
  if (!target.databaseUrl) {
    await rm(join(target.dataDir, 'db'), { recursive: true, force: true });
    await rename(join(target.dataDir, DB_STAGING), join(target.dataDir, 'db'));
  }
  onProgress?.({ stage: 'migrations' });
  const database = await openDatabase({
    url: target.databaseUrl,
    dataDir: join(target.dataDir, 'db'),
    migrationsDir: target.migrationsDir,
  });
  await database.close();
  await rm(staging, { recursive: true, force: true });
  await rm(marker, { force: true });
  return manifest;
}
