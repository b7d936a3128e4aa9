import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

// V8 compiles hot WebAssembly functions a second time with its optimising compiler; for
// PostgreSQL-in-WebAssembly that second copy is ~100 MB resident, while the baseline code answers
// our queries at the same server CPU per request (measured with npm run bench:reading). Set before
// PGlite compiles its module (docs/architecture.md §14, Memory and start-up).
setFlagsFromString('--liftoff-only');

/**
 * PostgreSQL's default shared_buffers (128 MB, which PGlite keeps) lives inside PGlite's
 * WebAssembly memory and is resident from the first query: most of the embedded server's idle
 * memory. A classroom's database fits in a few MB, so 16 MB of buffers costs no disk reads worth
 * measuring and saves about 140 MB (docs/architecture.md §14, Memory and start-up).
 */
const startParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_buffers=256kB',
  // The embedded database's pages are a local file the OS keeps cached, so a random read costs
  // about what a sequential one does (PostgreSQL's default of 4 assumes spinning disks). With 4, a
  // text's results read the whole answers table of every text; with 1.1 they take the primary key:
  // 170 → 20 ms with ten texts' answers stored (docs/architecture.md §6).
  '-c',
  'random_page_cost=1.1',
  // A new 16 MB WAL segment is not written full of zeros first. Until a checkpoint recycles old
  // segments (every max_wal_size, 1 GB, here) each 16 MB of WAL is a new file, and zeroing it held
  // the one event loop: 55-65 → 27-33 ms per new segment. Recovery reads a segment the same way;
  // only its disk space is claimed as WAL is written rather than in advance (docs/architecture.md §6).
  '-c',
  'wal_init_zero=off',
];

/**
 * Opens the embedded database. A data folder that does not exist yet is created by initdb in a
 * short-lived child process first: initdb runs a second WebAssembly PostgreSQL whose ~600 MB the
 * V8 heap keeps long after it is closed, and a process that exits returns it to the system.
 */
export async function openPgliteClient(dataDir: string, loadDataDir?: Blob) {
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dirname(dataDir), { recursive: true });
    if (!loadDataDir && !existsSync(join(dataDir, 'PG_VERSION'))) initialiseInChildProcess(dataDir);
  }
  return PGlite.create(dataDir, { loadDataDir, startParams });
}

function initialiseInChildProcess(dataDir: string) {
  const script = `
    const { PGlite } = await import(process.argv[1]);
    const client = await PGlite.create(process.argv[2]);
    await client.close();`;
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, import.meta.resolve('@electric-sql/pglite'), dataDir],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
