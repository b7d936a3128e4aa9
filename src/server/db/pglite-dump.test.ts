import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpPglite } from './pglite-dump.ts';
import { type PglitePreparedRunner, pglitePreparedRunner } from './prepared-statements.ts';

let client: PGlite;
let runPrepared: PglitePreparedRunner;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table notes (id int primary key, body text, score real);
    insert into notes values (1, 'first', 0.1)`);
  runPrepared = pglitePreparedRunner(client);
});
afterAll(() => client.close());

const insertNote = {
  name: 'test_dump_insert',
  text: 'insert into notes (id, body) values ($1, $2) returning id',
};

describe('a SQL dump of the serving embedded database', () => {
  it('holds the rows, and leaves the one connection as it found it', async () => {
    expect(await runPrepared(insertNote, [2, 'second'])).toEqual([{ id: 2 }]);
    const sql = await dumpPglite(client, runPrepared);
    expect(sql).toContain('CREATE TABLE public.notes');
    expect(sql).toMatch(
      /INSERT INTO public\.notes .*VALUES\s*\(1, 'first', 0\.1\),\s*\(2, 'second', NULL\)/s,
    );
    // pg_dump's read-only snapshot is over, its settings reset, its DEALLOCATE ALL survived.
    await client.query(`insert into notes (id, body) values (3, 'third')`);
    expect((await client.query(`select current_setting('extra_float_digits') as digits`)).rows).toEqual([
      { digits: '1' },
    ]);
    expect(await runPrepared(insertNote, [4, 'fourth'])).toEqual([{ id: 4 }]);
  });

  it('waits for a transaction in progress instead of dumping inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into notes (id, body) values (5, 'in a transaction')`);
      started();
      await held;
    });
    await inside;
    const dumping = dumpPglite(client, runPrepared);
    release();
    await transaction;
    expect(await dumping).toContain("(5, 'in a transaction', NULL)");
  });
});
