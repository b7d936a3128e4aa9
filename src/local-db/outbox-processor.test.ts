import { describe, expect, it } from 'vitest';
import { createProcessorFixture } from '#test/harness/outbox/processor-fixture.ts';
import { readNote } from '#test/harness/outbox/test-notes.ts';

const f = createProcessorFixture();

describe('outbox processor: acknowledged', () => {
  it('sends entries in order with the API headers and forgets each on a 2xx', async () => {
    const first = await f.note('a');
    await f.note('b');
    f.token = 'token-read-at-send-time';
    const report = await f.processor.syncNow();
    expect(report).toEqual({ sent: 2, rejected: 0, remaining: 0, stoppedBy: null });
    expect(f.paths()).toEqual(['/api/notes/a', '/api/notes/b']);
    expect(f.server.requests[0]).toMatchObject({
      method: 'PUT',
      body: { text: 'text a' },
      headers: {
        authorization: 'Bearer token-read-at-send-time',
        'x-requested-with': 'XMLHttpRequest',
        accept: 'application/json',
        'content-type': 'application/json',
        'idempotency-key': first.id,
      },
    });
    expect(f.eventTypes()).toEqual(['synced', 'synced']);
    expect(await f.db.outbox.count()).toBe(0);
    expect(await readNote(f.db, 'a')).toBe('text a');
  });
});

describe('outbox processor: retried', () => {
  it.each([
    ['a network error', 'network' as const],
    ['408', { status: 408 }],
    ['429', { status: 429, body: { message: 'Too Many Attempts.' } }],
    ['503', { status: 503 }],
  ])('keeps the entry on %s and holds back the ones behind it', async (_, answer) => {
    await f.note('a');
    await f.note('b');
    f.server.answer(answer);
    const before = Date.now();
    const report = await f.processor.syncNow();
    expect(report).toMatchObject({ sent: 0, remaining: 2, stoppedBy: 'retry' });
    expect(f.paths()).toEqual(['/api/notes/a']);
    const [head] = await f.db.outbox.orderBy('seq').toArray();
    expect(head).toMatchObject({ attempts: 1, lastError: expect.any(String) });
    expect(head?.nextAttemptAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(f.eventTypes()).toEqual(['retrying']);
    expect(await readNote(f.db, 'a')).toBe('text a');
  });

  it('waits out the backoff, then resends with the same Idempotency-Key', async () => {
    const entry = await f.note('a');
    await f.note('b');
    f.server.answer('network', { status: 503 });
    await f.processor.syncNow();
    expect(await f.processor.syncNow()).toMatchObject({ stoppedBy: 'waiting', remaining: 2 });
    expect(f.server.requests).toHaveLength(1);
    await f.processor.syncNow({ ignoreBackoff: true });
    await f.processor.syncNow({ ignoreBackoff: true });
    expect(f.paths()).toEqual(['/api/notes/a', '/api/notes/a', '/api/notes/a', '/api/notes/b']);
    expect(f.server.requests.slice(0, 3).map((r) => r.headers['idempotency-key'])).toEqual([
      entry.id,
      entry.id,
      entry.id,
    ]);
    expect(await f.db.outbox.count()).toBe(0);
  });

  it('backs off exponentially up to the cap, and at least as long as Retry-After asks', async () => {
    f.startProcessor({ baseMs: 1000, maxMs: 3000, random: () => 1 });
    await f.note('a');
    f.server.answer(
      { status: 503 },
      { status: 503 },
      { status: 503 },
      { status: 409, headers: { 'retry-after': '60' } },
    );
    // The delay was set somewhere in the round: at most `fromStart`, at least `fromEnd` (a slow round
    // must not look like a longer backoff).
    const delays: { fromStart: number; fromEnd: number }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const sentAt = Date.now();
      await f.processor.syncNow({ ignoreBackoff: true });
      const doneAt = Date.now();
      const nextAttemptAt = (await f.db.outbox.toCollection().first())?.nextAttemptAt ?? 0;
      delays.push({ fromStart: nextAttemptAt - sentAt, fromEnd: nextAttemptAt - doneAt });
    }
    expect(delays[0]?.fromStart).toBeGreaterThanOrEqual(1000);
    expect(delays[1]?.fromStart).toBeGreaterThanOrEqual(2000);
    expect(delays[2]?.fromStart).toBeGreaterThanOrEqual(3000);
    expect(delays[2]?.fromEnd).toBeLessThan(4000);
    expect(delays[3]?.fromStart).toBeGreaterThanOrEqual(60_000);
  });

  it('retries by itself when the backoff timer fires', async () => {
    f.startProcessor({ baseMs: 50, random: () => 1 });
    await f.note('a');
    f.server.answer({ status: 503 });
    await f.processor.syncNow();
    await expect.poll(() => f.eventTypes()).toEqual(['retrying', 'synced']);
    expect(await f.db.outbox.count()).toBe(0);
  });

  it('gives up on an answer that takes too long, and keeps the entry', async () => {
    f.startProcessor(undefined, 100);
    await f.note('a');
    f.server.answer({ status: 200, body: {}, delayMs: 1000 });
    expect(await f.processor.syncNow()).toMatchObject({ stoppedBy: 'retry', remaining: 1 });
    expect(await f.db.outbox.toCollection().first()).toMatchObject({ attempts: 1 });
  });

  it('keeps entries for the next sign-in on 401', async () => {
    await f.note('a');
    f.server.answer({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await f.processor.syncNow()).toMatchObject({ stoppedBy: 'unauthorized', remaining: 1 });
    expect(f.eventTypes()).toEqual(['unauthorized']);
    expect(await f.db.outbox.toCollection().first()).toMatchObject({ attempts: 0 });
  });
});
