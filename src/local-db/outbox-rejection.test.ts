import { describe, expect, it } from 'vitest';
import { createProcessorFixture } from '#test/harness/outbox/processor-fixture.ts';
import { readNote } from '#test/harness/outbox/test-notes.ts';
import { SyncIncompleteError } from './outbox-processor.ts';

const f = createProcessorFixture();

describe('outbox processor: rejected', () => {
  it('drops the entry, rolls its change back and tells why, in the server words (422)', async () => {
    await f.note('a');
    await f.note('b');
    f.server.answer({ status: 422, body: { message: 'The choice id field is required.', errors: {} } });
    const report = await f.processor.syncNow();
    expect(report).toEqual({ sent: 1, rejected: 1, remaining: 0, stoppedBy: null });
    expect(await readNote(f.db, 'a')).toBeUndefined();
    expect(await readNote(f.db, 'b')).toBe('text b');
    expect(f.eventTypes()).toEqual(['rejected', 'synced']);
    expect(f.events[0]?.event).toMatchObject({
      status: 422,
      message: 'The choice id field is required.',
      entry: { kind: 'test.note', path: '/api/notes/a' },
    });
  });

  it('says it plainly when a 404 carries no message', async () => {
    await f.note('a');
    f.server.answer({ status: 404 });
    await f.processor.syncNow();
    expect(f.events).toEqual([
      {
        type: 'rejected',
        event: expect.objectContaining({ status: 404, message: 'The change could not be saved (404).' }),
      },
    ]);
    expect(await f.db.outbox.count()).toBe(0);
    expect(await readNote(f.db, 'a')).toBeUndefined();
  });
});

describe('outbox processor: triggers', () => {
  it('runs one round at a time: calls during a round share one follow-up round after it', async () => {
    await f.note('a');
    f.server.answer({ status: 200, body: {}, delayMs: 100 });
    const first = f.processor.syncNow();
    const second = f.processor.syncNow();
    const third = f.processor.syncNow({ ignoreBackoff: true });
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    expect(await first).toMatchObject({ sent: 1, remaining: 0 });
    expect(await second).toMatchObject({ sent: 0, remaining: 0 });
    expect(f.paths()).toEqual(['/api/notes/a']);
    const fourth = f.processor.syncNow();
    expect(fourth).not.toBe(second);
    await fourth;
  });

  it('sends a write that lands after a round last looked at the outbox', async () => {
    await f.note('a');
    // The round's tail: it found no next entry and is counting what is left when the write lands
    // and its send is asked for (a click on a busy machine; the notification bell test once lost so).
    const count = f.db.outbox.count.bind(f.db.outbox);
    let landed: Promise<unknown> | undefined;
    f.db.outbox.count = (() => {
      landed ??= f.note('b').then(() => {
        void f.processor.syncNow();
      });
      return landed.then(() => count());
    }) as typeof f.db.outbox.count;
    await f.processor.syncNow();
    await landed;
    await expect.poll(() => f.paths()).toEqual(['/api/notes/a', '/api/notes/b']);
  });

  it('debounces scheduled syncs: a burst of writes goes out once, after the last delay', async () => {
    await f.note('a');
    const firstCall = Date.now();
    f.processor.scheduleSync(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await f.note('b');
    f.processor.scheduleSync(200);
    await expect.poll(() => f.paths()).toEqual(['/api/notes/a', '/api/notes/b']);
    expect(f.server.requests[0]?.at).toBeGreaterThanOrEqual(firstCall + 300);
  });

  it('flush sends despite the backoff and rejects while entries remain, so Background Sync retries', async () => {
    await f.note('a');
    f.server.answer({ status: 503 }, { status: 503 });
    await f.processor.syncNow();
    await expect(f.processor.flush()).rejects.toBeInstanceOf(SyncIncompleteError);
    expect(f.server.requests).toHaveLength(2);
    await expect(f.processor.flush()).resolves.toMatchObject({ sent: 1, remaining: 0 });
  });

  it('sends on start and again, despite the backoff, when the browser comes back online', async () => {
    await f.note('a');
    await f.note('b');
    f.server.answer('network');
    f.processor.start();
    await expect.poll(() => f.eventTypes()).toEqual(['retrying']);
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => f.eventTypes()).toEqual(['retrying', 'synced', 'synced']);
    expect(f.paths()).toEqual(['/api/notes/a', '/api/notes/a', '/api/notes/b']);
  });

  it('sends nothing more once stopped, and ends a running round after its entry', async () => {
    await f.note('a');
    await f.note('b');
    f.server.answer({ status: 200, body: {}, delayMs: 100 });
    const running = f.processor.syncNow();
    await expect.poll(() => f.server.requests).toHaveLength(1);
    f.processor.stop();
    expect(await running).toMatchObject({ sent: 1, remaining: 1 });
    f.processor.scheduleSync(10);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(f.paths()).toEqual(['/api/notes/a']);
  });
});
