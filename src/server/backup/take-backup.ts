import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { type Manifest, writeArchive } from './backup-archive.ts';
import type { SqlDump } from './backup-socket.ts';

/** What DATA_DIR holds besides the database that a restored server needs: uploads and generated keys. */
const KEY_FILES = ['app-key', 'realtime.json', 'vapid.json'];

async function filesToKeep(dataDir: string): Promise<string[]> {
  const found = KEY_FILES.filter((name) => existsSync(join(dataDir, name)));
  const uploads = join(dataDir, 'uploads');
  if (existsSync(uploads)) {
    const entries = await readdir(uploads, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (entry.isFile()) found.push(relative(dataDir, join(entry.parentPath, entry.name)));
    }
  }
  return found.sort();
}

export interface BackupProgress {
  stage: 'database' | 'files';
  files?: number;
  of?: number;
  bytes?: number;
}

/**
 * One backup file: the dump, then the files, written under a temporary name and renamed into place
 * only when complete, so a backup cut short (a crash, a full disk) never stands where a backup is
 * expected (docs/backups.md).
 */
export async function takeBackup(options: {
  file: string;
  dataDir: string;
  engine: Manifest['engine'];
  dump: () => Promise<SqlDump>;
  onProgress?(progress: BackupProgress): void;
}) {
  options.onProgress?.({ stage: 'database' });
  const { sql, schema } = await options.dump();
  const files = await filesToKeep(options.dataDir);
  const partial = `${options.file}.partial-${process.pid}`;
  try {
    const { manifest, ...written } = await writeArchive(partial, {
      engine: options.engine,
      schema,
      sql,
      dataDir: options.dataDir,
      files,
      onProgress: (step) => options.onProgress?.({ stage: 'files', ...step }),
    });
    await rename(partial, options.file);
    // From the manifest: a file deleted since the listing is not in the backup.
    return { ...written, files: manifest.files.length, databaseBytes: manifest.database.bytes };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
