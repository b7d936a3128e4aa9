import type { Locale } from '#contract/locales.ts';
import type { Database } from '#server/db/database.ts';
import { users } from '#server/db/schema.ts';
import { issueAccessToken } from '#server/modules/auth/access-tokens.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';

let counter = 0;

export interface TestUserOptions {
  name?: string;
  email?: string;
  password?: string;
  admin?: boolean;
  verified?: boolean;
  /** The account's language; null (the default) follows the browser's. */
  locale?: Locale | null;
}

/** A user straight in the database, with a bearer token ready for `Authorization`. */
export async function createTestUser(database: Database, options: TestUserOptions = {}) {
  counter += 1;
  const password = options.password ?? 'correct horse battery';
  const [user] = await database.db
    .insert(users)
    .values({
      name: options.name ?? `Test User ${counter}`,
      email: (options.email ?? `user${counter}-${Date.now()}@example.test`).toLowerCase(),
      passwordHash: await hashPassword(password),
      emailVerifiedAt: options.verified === false ? null : new Date(),
      roles: options.admin ? ['admin'] : [],
      locale: options.locale ?? null,
    })
    .returning();
  if (!user?.email) throw new Error('insert returned no user');
  const token = await issueAccessToken(database.db, user.id);
  // Every user made here has an address (pupils without one come from the classes API).
  return {
    user: { ...user, email: user.email },
    token,
    password,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  };
}
