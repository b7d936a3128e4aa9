import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Database, openDatabase } from '#server/db/database.ts';
import { freePort } from '../e2e/harness/free-port.ts';
import { templateDump } from './test-database.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const migrationsDir = join(repoRoot, 'src/server/db/migrations');

/** The server's database on disk, opened by the test while no server process runs (after `stop`). */
export const openServerDatabase = (dataDir: string) =>
  openDatabase({ dataDir: join(dataDir, 'db'), migrationsDir });

export interface CrashableServer {
  baseUrl: string;
  dataDir: string;
  /** The current process's id (for its CPU time and memory in /proc). */
  pid(): number;
  /** Everything the current process printed. */
  output(): string;
  /** SIGKILL: no close, no flush, as a power cut or the OOM killer would end it. */
  kill(): Promise<void>;
  /** A new process on the same DATA_DIR and port, answering. */
  restart(): Promise<void>;
  /** SIGTERM (a graceful close); the data folder stays until `remove`. */
  stop(): Promise<void>;
  remove(): void;
}

/**
 * The server's own entry (`src/server/main.ts` under tsx, no build needed) as a child process on the
 * embedded default, PGlite in DATA_DIR on disk, so a test can kill it mid-write and start it again.
 * The database folder starts as a copy of the migrated test template (a first start would spend
 * seconds on initdb and the migrations). With `env.DATABASE_URL` the server and `seed` use that
 * PostgreSQL database instead, migrated here first.
 */
export async function startCrashableServer(
  env: Record<string, string> = {},
  seed: (database: Database) => Promise<void> = async () => {},
  /** Flags for node itself, e.g. `--cpu-prof` (which NODE_OPTIONS does not take). */
  nodeFlags: string[] = [],
): Promise<CrashableServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rr-crash-'));
  const seeded = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL, dataDir: '', migrationsDir })
    : await openDatabase({ dataDir: join(dataDir, 'db'), migrationsDir, loadDataDir: await templateDump() });
  await seed(seeded);
  await seeded.close();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'src/server/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: baseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitUntilAnswering(child, baseUrl, () => output);
  };
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((done) => child.once('exit', () => done()));

  await start();
  return {
    baseUrl,
    dataDir,
    output: () => output,
    pid: () => child.pid ?? 0,
    async kill() {
      child.kill('SIGKILL');
      await exited();
    },
    restart: start,
    async stop() {
      child.kill('SIGTERM');
      await exited();
    },
    remove() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilAnswering(child: ChildProcess, baseUrl: string, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    const answering = await fetch(`${baseUrl}/api/config`).then(
      (res) => res.ok,
      () => false,
    );
    if (answering) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within 90 s:\n${output()}`);
}
