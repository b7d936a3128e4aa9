/**
 * `npm run size` (after `npm run build`): loads `/` once in Chromium against the built server and
 * prints the gzip size of every JavaScript file that first visit fetched, and their total, against
 * the 160 kB goal for the first route. Sizes are kB of 1000 bytes, as Vite prints them.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '#test/e2e/harness/browser.ts';
import { startServerProcess } from '#test/e2e/harness/server-process.ts';

const GOAL_KB = 160;

function kB(bytes: number) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

async function measureFirstVisit(baseUrl: string) {
  const browser = await launchBrowser();
  const scripts = new Map<string, number>();
  const reads: Promise<void>[] = [];
  // Only the page's own requests: the service worker's precache downloads are not part of the first render.
  browser.page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    reads.push(response.body().then((body) => void scripts.set(path, gzipSync(body, { level: 9 }).length)));
  });
  try {
    await browser.page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await Promise.all(reads);
  } finally {
    await browser.close();
  }
  return scripts;
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run "npm run build" first.');
  const workDir = mkdtempSync(join(tmpdir(), 'rr-size-'));
  try {
    const server = await startServerProcess(workDir, {});
    try {
      printReport(await measureFirstVisit(server.baseUrl));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

function printReport(scripts: Map<string, number>) {
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log('JavaScript fetched by a first visit to / (gzip):');
  for (const [path, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${kB(size).padStart(9)}  ${path}`);
  }
  const verdict = total <= GOAL_KB * 1000 ? 'within' : 'OVER';
  console.log(`  ${kB(total).padStart(9)}  total — ${verdict} the ${GOAL_KB} kB goal`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
