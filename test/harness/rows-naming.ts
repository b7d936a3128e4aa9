import type { Database } from '#server/db/database.ts';

/** Columns that name a person: by id, or by address. */
const ID_COLUMNS = ['user_id', 'owner_id', 'assigned_user_id', 'invited_by'];
const EMAIL_COLUMNS = ['email', 'assignee_email'];

/**
 * Every row in every table of ours that names this person (by id or by e-mail), as `table.column`
 * → count; the users table by its `id`; rate-limit keys that end with them. Empty when they are gone.
 */
export async function rowsNaming(database: Database, person: { id: number; email: string | null }) {
  const { rows } = await database.executeSql(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = ANY($1::text[]) ORDER BY 1, 2`,
    [[...ID_COLUMNS, ...EMAIL_COLUMNS]],
  );
  const found: Record<string, number> = {};
  const count = async (label: string, table: string, expression: string, value: unknown) => {
    const { rows: counted } = await database.executeSql(
      `SELECT count(*)::int AS n FROM ${table} WHERE ${expression} = $1`,
      [value],
    );
    const n = (counted[0] as { n: number }).n;
    if (n > 0) found[label] = n;
  };
  for (const { table_name: table, column_name: column } of rows as {
    table_name: string;
    column_name: string;
  }[]) {
    const value = ID_COLUMNS.includes(column) ? person.id : person.email;
    if (value !== null) await count(`${table}.${column}`, `public.${table}`, column, value);
  }
  await count('users.id', 'public.users', 'id', person.id);
  const keyEnd = 'right(key, length($1::text))';
  await count('rate_limit_hits.key (user)', 'rate_limit_hits', keyEnd, `user:${person.id}`);
  if (person.email !== null)
    await count('rate_limit_hits.key (email)', 'rate_limit_hits', keyEnd, `|${person.email}`);
  return found;
}
