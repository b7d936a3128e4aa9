import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { createTestDatabase } from '#test/harness/test-database.ts';
import { createTestUser } from '#test/harness/users.ts';
import { IN_PROGRESS, idempotencyKeyStore } from './idempotency-keys.ts';

let database: Database;
let keys: ReturnType<typeof idempotencyKeyStore>;

beforeAll(async () => {
  database = await createTestDatabase();
  keys = idempotencyKeyStore(database);
});
afterAll(() => database.close());

const dayAndAnHourAgo = () => new Date(Date.now() - 25 * 60 * 60 * 1000);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);

describe('idempotency key store', () => {
  it('reserves a key once, stores its answer, and takes it over once it has expired', async () => {
    const { user } = await createTestUser(database);
    const request = { userId: user.id, key: 'k1', method: 'PUT', path: '/api/x' };
    expect(await keys.reserve(request)).toBe(true);
    expect(await keys.reserve(request)).toBe(false);
    await keys.answer(user.id, 'k1', 201, '{"run":1}');
    expect(await keys.find(user.id, 'k1')).toEqual({
      method: 'PUT',
      path: '/api/x',
      statusCode: 201,
      body: { run: 1 },
    });

    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: dayAndAnHourAgo() })
      .where(eq(idempotencyKeys.userId, user.id));
    expect(await keys.reserve({ ...request, method: 'POST' })).toBe(true);
    expect(await keys.find(user.id, 'k1')).toEqual({
      method: 'POST',
      path: '/api/x',
      statusCode: IN_PROGRESS,
      body: null,
    });
  });

  it('takes over a key left in progress for more than 5 minutes (its request died), not a younger one', async () => {
    const { user } = await createTestUser(database);
    const request = { userId: user.id, key: 'stuck', method: 'PUT', path: '/api/x' };
    const age = async (minutes: number) =>
      database.db
        .update(idempotencyKeys)
        .set({ createdAt: minutesAgo(minutes) })
        .where(eq(idempotencyKeys.userId, user.id));
    expect(await keys.reserve(request)).toBe(true);
    await age(4);
    expect(await keys.reserve(request)).toBe(false);
    await age(6);
    expect(await keys.reserve(request)).toBe(true);
    await keys.answer(user.id, 'stuck', 200, '{"done":true}');
    await age(6);
    expect(await keys.reserve(request)).toBe(false);
  });

  it('purges only the keys older than 24 hours', async () => {
    const { user } = await createTestUser(database);
    for (const key of ['old', 'fresh'])
      await keys.reserve({ userId: user.id, key, method: 'PUT', path: '/' });
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: dayAndAnHourAgo() })
      .where(eq(idempotencyKeys.key, 'old'));
    await keys.purgeExpired();
    const left = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left).toEqual([{ key: 'fresh' }]);
  });
});
