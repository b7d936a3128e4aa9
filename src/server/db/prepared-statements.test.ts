import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pglitePreparedRunner, type RunPrepared } from './prepared-statements.ts';

let client: PGlite;
let runPrepared: RunPrepared;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec('create table notes (id int primary key, body text, at timestamptz)');
  runPrepared = pglitePreparedRunner(client);
});
afterAll(() => client.close());

const insertNote = {
  name: 'test_insert_note',
  text: 'insert into notes (id, body, at) values ($1, $2, $3) returning id, body, at',
};
const countNotes = { name: 'test_count_notes', text: 'select count(*)::int as n from notes' };

describe('prepared statements on PGlite', () => {
  it('binds values as text and returns typed rows, run after run', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    expect(await runPrepared(insertNote, [1, 'first', at])).toEqual([{ id: 1, body: 'first', at }]);
    expect(await runPrepared(insertNote, [2, null, null])).toEqual([{ id: 2, body: null, at: null }]);
  });

  it('throws the database error and leaves the connection usable', async () => {
    await expect(runPrepared(insertNote, [1, 'again', null])).rejects.toThrow(/duplicate key/);
    expect(await runPrepared(insertNote, [3, 'third', null])).toHaveLength(1);
    expect(await client.query('select 1 as one')).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('reports a statement that does not parse the same way on every run', async () => {
    const broken = { name: 'test_broken', text: 'select from from notes' };
    await expect(runPrepared(broken, [])).rejects.toThrow(/syntax error/);
    await expect(runPrepared(broken, [])).rejects.toThrow(/syntax error/);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const before = (await runPrepared<{ n: number }>(countNotes, []))[0]?.n ?? 0;
    let release = () => {};
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into notes (id) values (100)');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await tx.rollback();
    });
    const counted = runPrepared<{ n: number }>(countNotes, []);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await counted).toEqual([{ n: before }]);
  });
});
