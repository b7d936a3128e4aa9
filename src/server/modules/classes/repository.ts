import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assignments, classes, classPupils, picturePasswords, texts, users } from '../../db/schema.ts';
import { deleteUsers } from '../auth/users-repository.ts';

export type ClassRow = typeof classes.$inferSelect;

/** Inserts the class unless its code is taken (undefined then: the caller draws another). */
export async function insertClass(db: Db, values: typeof classes.$inferInsert) {
  const [row] = await db
    .insert(classes)
    .values(values)
    .onConflictDoNothing({ target: classes.code })
    .returning();
  return row;
}

export function classesOfOwner(db: Db, ownerId: number) {
  return db
    .select({ class: classes, pupilsCount: count(classPupils.userId) })
    .from(classes)
    .leftJoin(classPupils, eq(classPupils.classId, classes.id))
    .where(eq(classes.ownerId, ownerId))
    .groupBy(classes.id)
    .orderBy(desc(classes.createdAt), desc(classes.id));
}

export async function findClass(db: Db, id: number) {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row;
}

export async function findClassByCode(db: Db, code: string) {
  const [row] = await db.select().from(classes).where(eq(classes.code, code)).limit(1);
  return row;
}

export async function renameClass(db: Db, id: number, name: string) {
  await db.update(classes).set({ name, updatedAt: new Date() }).where(eq(classes.id, id));
}

/** The class's pupils, in name order, with their picture password (if any). */
export function pupilsOfClass(db: Db, classId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      locale: users.locale,
      picture: {
        sealed: picturePasswords.sealed,
        lockedUntil: picturePasswords.lockedUntil,
      },
    })
    .from(classPupils)
    .innerJoin(users, eq(users.id, classPupils.userId))
    .leftJoin(picturePasswords, eq(picturePasswords.userId, users.id))
    .where(eq(classPupils.classId, classId))
    .orderBy(asc(users.name), asc(users.id));
}
export type PupilRow = Awaited<ReturnType<typeof pupilsOfClass>>[number];

export async function addMember(db: Db, classId: number, userId: number) {
  const added = await db.insert(classPupils).values({ classId, userId }).onConflictDoNothing().returning();
  return added.length > 0;
}

export async function removeMember(db: Db, classId: number, userId: number) {
  const removed = await db
    .delete(classPupils)
    .where(and(eq(classPupils.classId, classId), eq(classPupils.userId, userId)))
    .returning();
  return removed.length > 0;
}

/**
 * Deletes pupils without e-mail (who exist only in their class) and the assignments they were given
 * (kept by id, those would be left naming nobody once the account is gone).
 */
export async function deletePupilsWithoutEmail(db: Db, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .delete(assignments)
    .where(and(inArray(assignments.assignedUserId, userIds), isNull(assignments.assigneeEmail)));
  await deleteUsers(db, userIds);
}

export async function deleteClass(db: Db, id: number) {
  await db.delete(classes).where(eq(classes.id, id));
}

export async function insertPicturePupil(db: Db, name: string) {
  const [user] = await db
    .insert(users)
    // Verified: there is no address to confirm; the teacher who adds the child vouches for them.
    .values({
      name,
      email: null,
      passwordHash: null,
      emailVerifiedAt: new Date(),
      roles: [],
    })
    .returning();
  if (!user) throw new Error('insert returned no user');
  return user;
}

export async function upsertPicturePassword(db: Db, userId: number, hash: string, sealed: string) {
  const row = {
    userId,
    hash,
    sealed,
    failedAttempts: 0,
    lockedUntil: null,
    updatedAt: new Date(),
  };
  await db
    .insert(picturePasswords)
    .values(row)
    .onConflictDoUpdate({ target: picturePasswords.userId, set: row });
}

/**
 * Counts a wrong try in one statement (two tablets at once cannot both slip under the limit); the
 * try that reaches `maxAttempts` sets the lock and starts the count again. Answers the new lock.
 */
export async function recordWrongPictures(db: Db, userId: number, maxAttempts: number, lockMinutes: number) {
  const [row] = await db
    .update(picturePasswords)
    .set({
      failedAttempts: sql`case when ${picturePasswords.failedAttempts} + 1 >= ${maxAttempts} then 0 else ${picturePasswords.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${picturePasswords.failedAttempts} + 1 >= ${maxAttempts} then now() + make_interval(mins => ${lockMinutes}) else ${picturePasswords.lockedUntil} end`,
    })
    .where(eq(picturePasswords.userId, userId))
    .returning({
      lockedUntil: picturePasswords.lockedUntil,
      failedAttempts: picturePasswords.failedAttempts,
    });
  return row;
}

export async function clearWrongPictures(db: Db, userId: number) {
  await db
    .update(picturePasswords)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(eq(picturePasswords.userId, userId));
}

/** The texts assigned through the class that are still open (no due date, or not yet due), newest first. */
export async function openTextsOfClass(db: Db, classId: number) {
  const rows = await db
    .selectDistinctOn([assignments.textId], {
      text: texts,
      dueDate: assignments.dueDate,
      mode: assignments.mode,
    })
    .from(assignments)
    .innerJoin(texts, eq(texts.id, assignments.textId))
    .where(
      and(
        eq(assignments.classId, classId),
        or(isNull(assignments.dueDate), gt(assignments.dueDate, sql`now()`)),
      ),
    )
    .orderBy(assignments.textId, desc(assignments.createdAt));
  return rows;
}
