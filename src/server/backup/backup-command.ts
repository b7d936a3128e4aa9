import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openPgliteClient } from '../db/pglite-client.ts';
import { dumpPglite } from '../db/pglite-dump.ts';
import { pglitePreparedRunner } from '../db/prepared-statements.ts';
import { requestDumpFromServer, type SqlDump } from './backup-socket.ts';
import { appliedMigrations, dumpPostgres } from './database-dump.ts';
import { megabytes, progressLine } from './progress-line.ts';
import { takeBackup } from './take-backup.ts';

/** No server holds the embedded database: this process opens the folder itself, and only reads it. */
async function dumpFolder(folder: string): Promise<SqlDump> {
  const client = await openPgliteClient(folder);
  try {
    const schema = await appliedMigrations((sql) => client.query(sql));
    return { sql: await dumpPglite(client, pglitePreparedRunner(client)), schema };
  } finally {
    await client.close();
  }
}

/** `npm run backup -- <file>` (docs/backups.md). */
async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: npm run backup -- <file>');
  const file = resolve(target);
  if (existsSync(file)) throw new Error(`${file} already exists: choose a new file name.`);
  const config = loadConfig(process.env);
  const progress = progressLine();
  const dump = async (): Promise<SqlDump> => {
    if (config.databaseUrl) return dumpPostgres(config.databaseUrl);
    const fromServer = await requestDumpFromServer(config.dataDir);
    if (fromServer) return fromServer;
    const folder = join(config.dataDir, 'db');
    if (!existsSync(join(folder, 'PG_VERSION'))) throw new Error(`There is no database in ${folder}.`);
    return dumpFolder(folder);
  };
  const result = await takeBackup({
    file,
    dataDir: config.dataDir,
    engine: config.databaseUrl ? 'postgres' : 'pglite',
    dump,
    onProgress: (p) =>
      progress.show(
        p.stage === 'database'
          ? 'Backing up: dumping the database…'
          : `Backing up: files ${p.files}/${p.of} (${megabytes(p.bytes ?? 0)})`,
      ),
  });
  progress.done();
  console.log(
    `Backup written to ${file}: ${megabytes(result.bytes)} (database ${megabytes(result.databaseBytes)}, ${result.files} files), SHA-256 ${result.sha256}`,
  );
}

main().catch((error: unknown) => {
  console.error(`\nBackup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
