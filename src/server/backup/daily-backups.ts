import { closeSync, openSync, statSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest } from './backup-archive.ts';
import type { SqlDump } from './backup-socket.ts';
import { takeBackup } from './take-backup.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SUFFIX = '.rrbackup';
/** Several API processes may share DATA_DIR: one lock file, so never two backups at once. */
const LOCK = '.backup.lock';
/** A lock older than this was left by a process that died mid-backup (6 hours). */
const STALE_LOCK_MS = 6 * 60 * 60 * 1000;

/** `reading-rooms-2026-12-07T21-15-03-120Z.rrbackup`: sorts by time, safe on every file system. */
const fileName = (date: Date) => `reading-rooms-${date.toISOString().replace(/[:.]/g, '-')}${SUFFIX}`;

export interface DailyBackupsOptions {
  dir: string;
  dataDir: string;
  keep: number;
  engine: Manifest['engine'];
  dump: () => Promise<SqlDump>;
}

async function backupsIn(dir: string) {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(SUFFIX)).sort();
}

/** The newest backup's age in ms, or Infinity when there is none. */
async function newestBackupAge(dir: string, now = Date.now()) {
  const newest = (await backupsIn(dir)).at(-1);
  return newest ? now - statSync(join(dir, newest)).mtimeMs : Number.POSITIVE_INFINITY;
}

function takeLock(path: string) {
  try {
    closeSync(openSync(path, 'wx', 0o600));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (Date.now() - statSync(path).mtimeMs < STALE_LOCK_MS) return false;
    closeSync(openSync(path, 'w', 0o600));
    return true;
  }
}

/**
 * One backup into `dir`, then the oldest beyond `keep` deleted. Single-flight: a call while one
 * runs gets that one's result, and a backup another process is taking (the lock) is not doubled.
 */
export function dailyBackups(options: DailyBackupsOptions) {
  let running: Promise<{ file: string; bytes: number } | undefined> | undefined;
  const run = async () => {
    await mkdir(options.dir, { recursive: true, mode: 0o700 });
    const lock = join(options.dir, LOCK);
    if (!takeLock(lock)) return undefined;
    try {
      // Partial files left by a crash mid-backup: never a backup, never kept.
      for (const name of await readdir(options.dir)) {
        if (name.includes(`${SUFFIX}.partial-`)) await rm(join(options.dir, name), { force: true });
      }
      const file = join(options.dir, fileName(new Date()));
      const written = await takeBackup({
        file,
        dataDir: options.dataDir,
        engine: options.engine,
        dump: options.dump,
      });
      const all = await backupsIn(options.dir);
      for (const old of all.slice(0, Math.max(0, all.length - Math.max(1, options.keep)))) {
        await rm(join(options.dir, old), { force: true });
      }
      return { file, bytes: written.bytes };
    } finally {
      await rm(lock, { force: true });
    }
  };
  return {
    runNow() {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    /** Whether a day has passed since the newest backup. */
    due: async () => (await newestBackupAge(options.dir)) >= DAY_MS,
  };
}
