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
  const count = async (where: string, label: string, value: unknown) => {
    const { rows: counted } = await database.executeSql(`SELECT count(*)::int AS n FROM ${where} = $1`, [
      value,
    ]);
    const n = (counted[0] as { n: number }).n;
    if (n > 0) found[label] = n;
  };
  for (const { table_name: table, column_name: column } of rows as {
    table_name: string;
    column_name: string;
  }[]) {
    if (ID_COLUMNS.includes(column))
      await count(`public.${table} WHERE ${column}`, `${table}.${column}`, person.id);
    else if (person.email !== null)
      await count(`public.${table} WHERE ${column}`, `${table}.${column}`, person.email);
  }
  await count('public.users WHERE id', 'users.id', person.id);
  await count(
    `rate_limit_hits WHERE right(key, length($1::text)) `,
    'rate_limit_hits.key (user)',
    `user:${person.id}`,
  );
  if (person.email !== null)
    await count(
      `rate_limit_hits WHERE right(key, length($1::text))`,
      'rate_limit_hits.key (email)',
      `|${person.email}`,
    );
  return found;
}
