import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { progressLine } from './progress-line.ts';
import { RestoreRefused, restoreBackup } from './restore-backup.ts';

const STAGES = {
  checking: 'checking the file and the target…',
  database: 'loading the database…',
  files: 'copying the files…',
  migrations: 'running migrations…',
};

/** `npm run restore -- <file>` (docs/backups.md). */
async function main() {
  const source = process.argv[2];
  if (!source) throw new Error('Usage: npm run restore -- <file>');
  const config = loadConfig(process.env);
  const progress = progressLine();
  const manifest = await restoreBackup(resolve(source), config, (p) =>
    progress.show(`Restoring: ${STAGES[p.stage]}`),
  );
  progress.done();
  console.log(
    `Restored the backup of ${manifest.created_at} (${manifest.engine}, ${manifest.files.length} files) into ${
      config.databaseUrl ? 'DATABASE_URL' : config.dataDir
    }.`,
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof RestoreRefused ? `Nothing was restored: ${message}` : `\nRestore failed: ${message}`,
  );
  process.exit(1);
});
