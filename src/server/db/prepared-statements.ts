import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/**
 * A statement for a hot path: the database parses it once per connection and keeps its plan, so
 * each run only binds values (on PGlite, `query()` parses and plans every time, in six calls into
 * the engine; a prepared run is one call and a fraction of the CPU). Write the text with explicit
 * column lists (a plan must not change its result shape) and casts where a type is not evident.
 */
export interface PreparedStatement {
  /** Unique in the process: the name the connection keeps the statement under. */
  name: string;
  text: string;
}

/** Every statement made with `preparedStatement`, by name: what the server readies each connection for. */
const hotStatements = new Map<string, PreparedStatement>();

/**
 * A hot path's statement, also known to the database layer so that the server can ready every
 * connection of a PostgreSQL pool for it before the first request (`Database.warm`). Names must be
 * unique in the process: a second statement under a name already taken is a mistake, and throws.
 */
export function preparedStatement(statement: PreparedStatement): PreparedStatement {
  const known = hotStatements.get(statement.name);
  if (known && known.text !== statement.text)
    throw new Error(`two prepared statements are named ${statement.name}`);
  hotStatements.set(statement.name, statement);
  return statement;
}

/** The statements made so far with `preparedStatement` (the modules that make them are loaded). */
export const knownPreparedStatements = () => [...hotStatements.values()];

/**
 * A value for a prepared statement: sent as text, so the statement's casts decide its type; bytes
 * are sent as they are, in PostgreSQL's binary format for the type the statement casts them to.
 */
export type PreparedValue = string | number | boolean | Date | Uint8Array | null;

/** Runs a prepared statement and returns its rows, keyed by the column names of the text. */
export type RunPrepared = <Row>(statement: PreparedStatement, values: PreparedValue[]) => Promise<Row[]>;

/** PGlite's runner, with a way to run work alone on the connection after which it parses again. */
export interface PglitePreparedRunner extends RunPrepared {
  /**
   * Runs `work` while no query, transaction or prepared run uses the one connection, then forgets
   * every parsed statement: pg_dump ends with `DEALLOCATE ALL` (pglite-dump.ts).
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;

export const asText = (value: PreparedValue) =>
  value === null || value instanceof Uint8Array
    ? value
    : value instanceof Date
      ? value.toISOString()
      : String(value);

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface QueuedRun {
  statement: PreparedStatement;
  values: PreparedValue[];
  resolve(rows: never[]): void;
  reject(error: unknown): void;
}

/**
 * PGlite has one connection, so the set of statements it has parsed lives here. Runs wait for any
 * transaction in progress (never call this from inside one: it would wait for itself).
 *
 * Group commit: the runs queued while the engine was busy go in together, one protocol message and
 * ONE transaction. A commit and a call into the engine cost more than a short statement itself, so
 * under load (many requests each waiting on a statement) this is most of the throughput. The runs
 * come from independent requests, which await each run before the next, so running them in one
 * transaction only orders them as they arrived. Should one fail, the whole batch rolled back and
 * each run is made again alone, so it fails or succeeds on its own.
 */
export function pglitePreparedRunner(client: PGlite): PglitePreparedRunner {
  /** Each parsed statement's row description (null: it returns no rows), so runs skip Describe. */
  const descriptions = new Map<string, BackendMessage | null>();
  let queue: QueuedRun[] = [];
  let scheduled = false;
  // PGlite's public API has no prepared statements, so this speaks the wire protocol itself
  // (`execProtocolStream`: Parse/Bind/Execute) and must hold the same locks `query()` and
  // `transaction()` take, which only its underscored methods expose. A deliberate use of a private
  // API (docs/architecture.md §6): prepared-statements.test.ts covers it, so a PGlite upgrade that
  // changes these methods fails there, not in production. Do not swap in `query()`: it re-plans
  // every run, six calls into the engine instead of one.
  const exclusive = <T>(work: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(work));

  const prepare = async (statement: PreparedStatement) => {
    if (descriptions.has(statement.name)) return;
    const messages = await client.execProtocolStream(
      joined([
        serialize.parse(statement),
        serialize.describe({ type: 'S', name: statement.name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    descriptions.set(statement.name, messages.find((m) => m.name === 'rowDescription') ?? null);
  };

  /** The answer with each run's row description put back in front of its rows, as parseResults wants. */
  const described = (messages: BackendMessage[], runs: QueuedRun[]) => {
    const result: BackendMessage[] = [];
    let index = 0;
    let pending = true;
    for (const message of messages) {
      const run = pending ? runs[index] : undefined;
      const description = run && descriptions.get(run.statement.name);
      if (description) result.push(description);
      pending = false;
      result.push(message);
      if (message.name === 'commandComplete') {
        index += 1;
        pending = true;
      }
    }
    return result;
  };

  // The stream variant parses the answer as it comes, without keeping a raw copy. An error thrown here
  // comes from the engine: it rolled the whole message back, nothing of it happened.
  const send = (runs: QueuedRun[]) => client.execProtocolStream(boundRuns(runs));

  /** Hands each run its rows. The batch is committed by now: whatever goes wrong, never run it again. */
  const deliver = (runs: QueuedRun[], messages: BackendMessage[]) => {
    try {
      const results = parse.parseResults(described(messages, runs), client.parsers);
      if (results.length !== runs.length) {
        throw new Error(`${runs.length} prepared runs answered ${results.length} results`);
      }
      for (const [index, run] of runs.entries()) run.resolve((results[index]?.rows ?? []) as never[]);
    } catch (error) {
      for (const run of runs) run.reject(error);
    }
  };

  const runAlone = async (run: QueuedRun) => {
    try {
      await prepare(run.statement);
      deliver([run], await send([run]));
    } catch (error) {
      run.reject(error);
    }
  };

  const runBatch = async (runs: QueuedRun[]) => {
    if (runs.length === 1) return runAlone(runs[0] as QueuedRun);
    const ready: QueuedRun[] = [];
    for (const run of runs) {
      await prepare(run.statement).then(
        () => ready.push(run),
        (error: unknown) => run.reject(error),
      );
    }
    if (ready.length === 0) return;
    let messages: BackendMessage[];
    try {
      messages = await send(ready);
    } catch {
      // One run was refused and the batch rolled back: each runs again alone, to fail or succeed on its own.
      for (const run of ready) await runAlone(run);
      return;
    }
    deliver(ready, messages);
  };

  const flush = () =>
    exclusive(async () => {
      scheduled = false;
      const runs = queue;
      queue = [];
      // Runs still queued when the database was closed (shutdown) get a plain error, not the engine's.
      if (client.closed) {
        for (const run of runs) run.reject(new Error('The database is closed.'));
        return;
      }
      await runBatch(runs);
    });

  const run: RunPrepared = (statement, values) =>
    new Promise((resolve, reject) => {
      queue.push({ statement, values, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      // After this turn's I/O callbacks, so the requests that arrived together share one commit.
      setImmediate(() => void flush());
    });
  const alone = <T>(work: () => Promise<T>) =>
    exclusive(async () => {
      try {
        return await work();
      } finally {
        descriptions.clear();
      }
    });
  return Object.assign(run, { alone });
}

/** Execute of the unnamed portal with no row limit, as `serialize.execute({})` writes it. */
const EXECUTE = Uint8Array.of(69, 0, 0, 0, 9, 0, 0, 0, 0, 0);
/** Sync, as `serialize.sync()` writes it. */
const SYNC = Uint8Array.of(83, 0, 0, 0, 4);
const BIND = 66;
const [TEXT_FORMAT, BINARY_FORMAT] = [0, 1];

/** A value as the Bind message carries it: bytes in binary format, anything else as UTF-8 text. */
function wireValue(value: PreparedValue) {
  const wire = asText(value);
  if (wire === null || wire instanceof Uint8Array)
    return { bytes: wire, format: wire === null ? TEXT_FORMAT : BINARY_FORMAT };
  return { bytes: Buffer.from(wire, 'utf8'), format: TEXT_FORMAT };
}

/** Bind's length field: itself, the unnamed portal, the statement, the formats, the values, no result formats. */
function bindLength(name: Buffer, values: ReturnType<typeof wireValue>[]) {
  let length = 4 + 1 + name.length + 1 + 2 + 2 * values.length + 2 + 2;
  for (const { bytes } of values) length += 4 + (bytes?.length ?? 0);
  return length;
}

/** Writes one run's Bind at `offset` (rows come back in text format); answers where it ends. */
function writeBind(message: Buffer, offset: number, name: Buffer, values: ReturnType<typeof wireValue>[]) {
  let at = message.writeUInt8(BIND, offset);
  at = message.writeInt32BE(bindLength(name, values), at);
  at = message.writeUInt8(0, at); // the unnamed portal
  at += name.copy(message, at);
  at = message.writeUInt8(0, at);
  at = message.writeUInt16BE(values.length, at);
  for (const { format } of values) at = message.writeUInt16BE(format, at);
  at = message.writeUInt16BE(values.length, at);
  for (const { bytes } of values) {
    at = message.writeInt32BE(bytes === null ? -1 : bytes.length, at);
    if (bytes) {
      message.set(bytes, at);
      at += bytes.length;
    }
  }
  return message.writeInt16BE(0, at);
}

/**
 * Bind and Execute for each run, then one Sync: the bytes `serialize.bind`, `serialize.execute` and
 * `serialize.sync` write, in one buffer sized beforehand. PGlite's writer copied each value five
 * times on the way (a book's paragraphs, hundreds of KB, on every import); here each is copied once.
 */
export function boundRuns(runs: { statement: PreparedStatement; values: PreparedValue[] }[]): Uint8Array {
  const encoded = runs.map(({ statement, values }) => ({
    name: Buffer.from(statement.name, 'utf8'),
    values: values.map(wireValue),
  }));
  let size = SYNC.length;
  for (const { name, values } of encoded) size += 1 + bindLength(name, values) + EXECUTE.length;
  // Its own memory, not a slice of Node's shared pool, and not zero-filled first.
  const message = Buffer.allocUnsafeSlow(size);
  let offset = 0;
  for (const { name, values } of encoded) {
    offset = writeBind(message, offset, name, values);
    message.set(EXECUTE, offset);
    offset += EXECUTE.length;
  }
  message.set(SYNC, offset);
  return new Uint8Array(message.buffer, 0, size);
}

function joined(parts: Uint8Array[]) {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
