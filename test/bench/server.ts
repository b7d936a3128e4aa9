/**
 * `npm run bench:server`: starts the compiled server (`dist-server/main.js`, as `npm run serve`
 * does) on the embedded default, twice: on a fresh data folder (migrations, admin, sample texts)
 * and again on the database that left behind. For each it prints the time from launch to listening
 * (the server's "running at" line) and to the first answer of `/api/config`, and the server's
 * resident memory (VmRSS) after it has been idle a few seconds. Goals (docs/architecture.md): at
 * most 2 s from launch to listening on an existing database and at most 200 MB idle.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../e2e/harness/free-port.ts';
import { spawnServer, stopProcess, waitUntilAnswering } from '../e2e/harness/server-process.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const serverEntry = join(repoRoot, 'dist-server/main.js');
const idleSeconds = Number(process.argv[2] ?? 5);

if (!existsSync(serverEntry)) {
  console.error('dist-server/main.js is missing: run `npm run build:server` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'rr-bench-server-'));
try {
  for (const run of ['fresh data folder', 'existing database']) {
    const { listeningMs, startMs, rssMb } = await measureOneStart(dataDir);
    console.log(
      `${run.padEnd(18)}  launch to listening ${String(listeningMs).padStart(5)} ms   to first answer ${String(startMs).padStart(5)} ms   idle RSS ${rssMb} MB`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

async function measureOneStart(dir: string) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const launchedAt = performance.now();
  const child = spawnServer({ cwd: repoRoot, port, dataDir: dir, output: 'pipe' });
  let listeningMs = Number.NaN;
  // main.ts prints this line once app.listen() has resolved: the port is open.
  child.stdout?.on('data', (chunk: Buffer) => {
    if (Number.isNaN(listeningMs) && chunk.toString().includes('Reading Rooms is running at')) {
      listeningMs = Math.round(performance.now() - launchedAt);
    }
  });
  child.stderr?.resume();
  try {
    await waitUntilAnswering(child, baseUrl, undefined, 20);
    const startMs = Math.round(performance.now() - launchedAt);
    await sleep(idleSeconds * 1000); // idle on purpose: the figure is memory at rest, not a wait for a condition
    return { listeningMs, startMs, rssMb: Math.round(residentKb(child) / 1024) };
  } finally {
    await stopProcess(child);
  }
}

function residentKb(child: ChildProcess) {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}
