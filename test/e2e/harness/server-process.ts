import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const serverEntry = join(repoRoot, 'dist-server/main.js');

/**
 * The compiled server as `npm run serve` starts it (same flags, NODE_ENV=production) on a loopback
 * port, with warnings only in its log.
 */
export function spawnServer(options: {
  cwd: string;
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  output: 'pipe' | 'ignore';
}) {
  return spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=2', serverEntry], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MALLOC_MMAP_THRESHOLD_: '131072',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      APP_URL: `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.output, options.output === 'pipe' ? 'pipe' : 'inherit'],
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** The `dist/` this server serves: a copy of the build, so a test may change it (the update test does). */
  clientDir: string;
  /** Everything the server printed so far (admin credentials, mail links, errors). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the server exactly as `npm run serve` does (the compiled `dist-server/main.js`, NODE_ENV=production)
 * in a work folder holding a copy of `dist/` and a link to `src/` (the server resolves both from its
 * working directory), and waits until it answers.
 */
export async function startServerProcess(
  workDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  mkdirSync(workDir, { recursive: true });
  cpSync(join(repoRoot, 'dist'), join(workDir, 'dist'), { recursive: true });
  symlinkSync(join(repoRoot, 'src'), join(workDir, 'src'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnServer({ cwd: workDir, port, dataDir: join(workDir, 'data'), env, output: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitUntilAnswering(child, baseUrl, () => output);
  return { baseUrl, clientDir: join(workDir, 'dist'), output: () => output, stop: () => stopProcess(child) };
}

/**
 * Resolves once the server answers `/api/config`; fails if it exits or stays silent 90 s. `pollMs`
 * is how often it asks (the start-time benchmark asks often, to time the start closely).
 */
export async function waitUntilAnswering(
  child: ChildProcess,
  baseUrl: string,
  output: () => string = () => '',
  pollMs = 250,
) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${baseUrl}/api/config`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(pollMs);
  }
  child.kill('SIGKILL');
  throw new Error(`Server did not answer within 90 s:\n${output()}`);
}

/** SIGTERM (the server closes gracefully), SIGKILL if it has not exited after 10 s. */
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
