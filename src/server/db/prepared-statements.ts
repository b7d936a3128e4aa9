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

/** A value for a prepared statement: sent as text, so the statement's casts decide its type. */
export type PreparedValue = string | number | boolean | Date | null;

/** Runs a prepared statement and returns its rows, keyed by the column names of the text. */
export type RunPrepared = <Row>(statement: PreparedStatement, values: PreparedValue[]) => Promise<Row[]>;

const { serialize } = protocol;

export const asText = (value: PreparedValue) =>
  value === null ? null : value instanceof Date ? value.toISOString() : String(value);

/**
 * PGlite has one connection, so the set of statements it has parsed lives here. Runs wait for any
 * transaction in progress (never call this from inside one: it would wait for itself).
 */
export function pglitePreparedRunner(client: PGlite): RunPrepared {
  const parsed = new Set<string>();
  const exclusive = <T>(work: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(work));

  const prepare = async (statement: PreparedStatement) => {
    await client.execProtocolStream(joined([serialize.parse(statement), serialize.sync()]), {
      syncToFs: false,
    });
    parsed.add(statement.name);
  };

  return (statement, values) =>
    exclusive(async () => {
      if (!parsed.has(statement.name)) await prepare(statement);
      // The stream variant parses the answer as it comes, without keeping a raw copy.
      const messages = await client.execProtocolStream(
        joined([
          serialize.bind({ statement: statement.name, values: values.map(asText) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as never[];
    });
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
