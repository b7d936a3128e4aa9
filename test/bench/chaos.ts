import 'fake-indexeddb/auto';
import { runSyncChaos } from '#test/harness/chaos/sync-chaos.ts';

// npm run bench:chaos — 20 pupils make 1,000 changes of every outbox kind through a fault-injecting
// proxy in front of the real server process; the network goes off and on 20 times and the server is
// killed with SIGKILL once. Prints lost and duplicated changes (goal 0 and 0) and the drain time.
// CHAOS_SEED=n replays a run; CHAOS_PUPILS, CHAOS_CHANGES, CHAOS_OUTAGES, CHAOS_SECONDS scale it.

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const seed = env('CHAOS_SEED', Date.now() % 100_000);
const result = await runSyncChaos({
  pupils: env('CHAOS_PUPILS', 20),
  changes: env('CHAOS_CHANGES', 1000),
  outages: env('CHAOS_OUTAGES', 20),
  killServer: true,
  durationMs: env('CHAOS_SECONDS', 30) * 1000,
  seed,
  log: (line) => console.log(line),
});
console.log(`\nseed ${seed}`);
console.log(`changes: ${result.changes}`);
console.log(
  `lost: ${result.lost}  duplicated: ${result.duplicated}  refused: ${result.rejected}  (goal 0, 0, 0)`,
);
console.log(`outboxes drained ${(result.drainMs / 1000).toFixed(1)} s after the last recovery`);
console.log(`faults: ${JSON.stringify(result.faults)}`);
for (const problem of result.problems) console.log(`  ${problem}`);
process.exit(result.lost + result.duplicated + result.rejected === 0 ? 0 : 1);
