import { arrayContains, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { idempotencyKeys, users } from '../../db/schema.ts';

export type NewUser = typeof users.$inferInsert;
type UserRow = typeof users.$inferSelect;
/** A user found or made by address: their e-mail is known (pupils without one have none). */
export type UserWithEmail = UserRow & { email: string };

const withEmail = (user: UserRow | undefined): UserWithEmail | undefined =>
  user && user.email !== null ? { ...user, email: user.email } : undefined;

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return withEmail(user);
}

/** The users of these (lower-cased) addresses, in one query. */
export async function findUsersByEmails(db: Db, emails: string[]) {
  if (emails.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.email, emails));
  return rows.flatMap((row) => withEmail(row) ?? []);
}

/**
 * Deletes these accounts. What names them by a foreign key goes with them (ON DELETE CASCADE or SET
 * NULL); their idempotency keys name them without one (they are written inside hot statements), so
 * every deletion of a user goes through here.
 */
export async function deleteUsers(db: Db, userIds: number[]) {
  await db.delete(idempotencyKeys).where(inArray(idempotencyKeys.userId, userIds));
  await db.delete(users).where(inArray(users.id, userIds));
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Inserts the user unless the (lower-cased) e-mail is taken; undefined then, even under a race. */
export async function insertUser(db: Db, values: NewUser & { email: string }) {
  const [user] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return withEmail(user);
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<NewUser, 'name' | 'passwordHash' | 'locale'>>,
) {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

export async function markEmailVerified(db: Db, id: number) {
  await db.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
}

export async function hasAdmin(db: Db) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(arrayContains(users.roles, ['admin']))
    .limit(1);
  return admin !== undefined;
}
