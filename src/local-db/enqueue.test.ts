import Dexie, { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { readNote } from '#test/harness/outbox/test-notes.ts';
import { enqueue } from './enqueue.ts';
import { pendingCount } from './pending-count.ts';
import { closeUserDb, hasPendingChanges, openUserDb, type UserDb, userDbName } from './user-db.ts';

let userCounter = 0;
const opened: UserDb[] = [];
const freshDb = () => {
  userCounter += 1;
  const db = openUserDb(`enqueue-${userCounter}`);
  opened.push(db);
  return db;
};
afterEach(async () => {
  for (const db of opened) db.close();
  for (const db of opened.splice(0)) await Dexie.delete(db.name);
});

describe('enqueue', () => {
  it('applies the change and records one outbox entry with a uuid key', async () => {
    const db = freshDb();
    const entry = await enqueue(db, 'test.note', { id: 'a', text: 'hello' });
    expect(await readNote(db, 'a')).toBe('hello');
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        id: entry.id,
        kind: 'test.note',
        method: 'PUT',
        path: '/api/notes/a',
        body: { text: 'hello' },
        attempts: 0,
        lastError: null,
      }),
    ]);
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tracks nothing and changes nothing when apply fails (one transaction)', async () => {
    const db = freshDb();
    await expect(enqueue(db, 'test.broken', { id: 'b' })).rejects.toThrow('apply failed half-way');
    expect(await db.outbox.count()).toBe(0);
    expect(await readNote(db, 'b')).toBeUndefined();
  });

  it('refuses a kind nobody defined', async () => {
    const db = freshDb();
    // @ts-expect-error: the kind is deliberately unknown
    await expect(enqueue(db, 'test.unknown', {})).rejects.toThrow('Unknown mutation kind "test.unknown"');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('pending count', () => {
  it('is a live query that follows the outbox', async () => {
    const db = freshDb();
    const seen: number[] = [];
    const subscription = liveQuery(() => pendingCount(db)).subscribe((count) => seen.push(count));
    await expect.poll(() => seen).toEqual([0]);
    await enqueue(db, 'test.note', { id: 'a', text: '1' });
    await enqueue(db, 'test.note', { id: 'b', text: '2' });
    await expect.poll(() => seen.at(-1)).toBe(2);
    subscription.unsubscribe();
  });
});

describe('one database per user', () => {
  it('keeps unsent changes after sign-out for the same user only', async () => {
    const db = freshDb();
    expect(db.name).toBe(userDbName(db.userId));
    await enqueue(db, 'test.note', { id: 'a', text: 'kept' });
    closeUserDb(db);
    expect(await hasPendingChanges(db.userId)).toBe(true);
    expect(await hasPendingChanges('someone-else')).toBe(false);
    const other = freshDb();
    expect(await pendingCount(other)).toBe(0);
    const reopened = openUserDb(db.userId);
    opened.push(reopened);
    expect(await pendingCount(reopened)).toBe(1);
  });
});
