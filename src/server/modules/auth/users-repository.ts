import { arrayContains, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Inserts the user unless the (lower-cased) e-mail is taken; undefined then, even under a race. */
export async function insertUser(db: Db, values: NewUser) {
  const [user] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<NewUser, 'name' | 'passwordHash'>>,
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
