import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteClient } from './pglite-client.ts';

let client: Awaited<ReturnType<typeof openPgliteClient>>;

beforeAll(async () => {
  client = await openPgliteClient('memory://');
});
afterAll(() => client.close());

describe('the embedded database', () => {
  it('starts with the settings chosen for it (docs/architecture.md §6 and §14)', async () => {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings
       where name in ('shared_buffers', 'random_page_cost', 'wal_init_zero') order by name`,
    );
    expect(rows).toEqual([
      { name: 'random_page_cost', setting: '1.1' },
      { name: 'shared_buffers', setting: '2048' },
      { name: 'wal_init_zero', setting: 'off' },
    ]);
  });
});
