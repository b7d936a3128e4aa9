import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asText, boundRuns, pglitePreparedRunner, type RunPrepared } from './prepared-statements.ts';

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

  it('runs requests that arrive together in one transaction, each with its own rows', async () => {
    const txids = {
      name: 'test_insert_txid',
      text: `insert into notes (id, body) values ($1, txid_current()::text) returning id, body`,
    };
    const rows = await Promise.all(
      [200, 201, 202].map((id) => runPrepared<{ id: number; body: string }>(txids, [id])),
    );
    expect(rows.map(([row]) => row?.id)).toEqual([200, 201, 202]);
    expect(new Set(rows.map(([row]) => row?.body)).size).toBe(1);
  });

  it('fails only the run that failed when its batch is rolled back, and applies the others once', async () => {
    const results = await Promise.allSettled([
      runPrepared(insertNote, [300, 'a', null]),
      runPrepared(insertNote, [1, 'duplicate', null]),
      runPrepared(insertNote, [301, 'b', null]),
      runPrepared({ name: 'test_broken_in_batch', text: 'select from from notes' }, []),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect(results[1]).toMatchObject({ reason: { message: expect.stringMatching(/duplicate key/) } });
    const stored = await client.query<{ id: number }>(
      'select id from notes where id in (300, 301) order by id',
    );
    expect(stored.rows).toEqual([{ id: 300 }, { id: 301 }]);
  });

  it('gives each run of a batch its own rows, whether its statement returns rows or not', async () => {
    const touch = { name: 'test_touch_note', text: "update notes set body = 'touched' where id = $1" };
    const [inserted, touched, counted] = await Promise.all([
      runPrepared(insertNote, [400, 'c', null]),
      runPrepared(touch, [400]),
      runPrepared<{ n: number }>(countNotes, []),
    ]);
    expect(inserted).toEqual([{ id: 400, body: 'c', at: null }]);
    expect(touched).toEqual([]);
    expect(counted).toHaveLength(1);
  });

  it('never runs a committed batch again, even when its answer cannot be read', async () => {
    // No primary key: a second run would show as a second row instead of failing.
    await client.exec('create table events (body text)');
    const logEvent = { name: 'test_log_event', text: 'insert into events (body) values ($1)' };
    const empty = { name: 'test_empty_statement', text: '-- nothing to run' };
    const results = await Promise.allSettled([runPrepared(logEvent, ['once']), runPrepared(empty, [])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((await client.query('select count(*)::int as n from events')).rows).toEqual([{ n: 1 }]);
  });
});

describe('the Bind, Execute and Sync messages of prepared runs', () => {
  it("are byte for byte what PGlite's own serializer writes", () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 7]).subarray(1, 5);
    const runs = [
      { statement: insertNote, values: [7, 'çay ’ 🙂', new Date('2026-01-02T03:04:05.678Z'), null, true] },
      { statement: { name: 'test_bytes', text: 'select $1::bytea' }, values: [bytes, ''] },
      { statement: countNotes, values: [] },
    ];
    const { serialize } = protocol;
    const theirs = runs.flatMap(({ statement, values }) => [
      ...serialize.bind({ statement: statement.name, values: values.map(asText) }),
      ...serialize.execute({}),
    ]);
    expect([...boundRuns(runs)]).toEqual([...theirs, ...serialize.sync()]);
  });
});

describe('prepared statements on a PGlite that closes', () => {
  it('refuses runs still queued at close with a plain error', async () => {
    const closing = await PGlite.create();
    const run = pglitePreparedRunner(closing);
    const queued = run({ name: 'test_late', text: 'select 1 as one' }, []);
    await closing.close();
    await expect(queued).rejects.toThrow('The database is closed.');
  });
});
