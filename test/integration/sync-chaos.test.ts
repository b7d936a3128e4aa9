import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { runSyncChaos } from '#test/harness/chaos/sync-chaos.ts';

// The short form of `npm run bench:chaos` (test/bench/chaos.ts): pupils' outboxes against the real
// server process through a proxy that drops, delays and refuses, the network off and on, the server
// killed once. Nothing a pupil did may be lost or applied twice.

describe('the outbox under network loss and a server crash', () => {
  it('loses nothing and applies nothing twice', { timeout: 240_000 }, async () => {
    const result = await runSyncChaos({
      pupils: 4,
      changes: 160,
      outages: 5,
      killServer: true,
      durationMs: 6000,
      seed: Number(process.env.CHAOS_SEED ?? 17),
      log: (line) => process.stdout.write(`${line}\n`),
    });
    expect(result.problems).toEqual([]);
    expect({ lost: result.lost, duplicated: result.duplicated, rejected: result.rejected }).toEqual({
      lost: 0,
      duplicated: 0,
      rejected: 0,
    });
    // The faults happened: a run the proxy let through untouched proves nothing.
    expect(result.faults['drop-answer']).toBeGreaterThan(0);
    expect(result.faults.offline).toBeGreaterThan(0);
  });
});
