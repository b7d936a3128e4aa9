import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AssignmentStatus } from '#contract/assignments.ts';
import type { Db } from '../../db/database.ts';
import { assignments, classes, texts, users } from '../../db/schema.ts';
import { coverNameOf } from '../texts/text-images.ts';

export type AssignmentRow = typeof assignments.$inferSelect;

// Written out qualified: drizzle renders columns unqualified inside sql``, and "id" would bind to the subquery's table.
export const progressColumns = {
  answeredCount: sql<number>`(select count(*) from "answers" where "answers"."assignment_id" = "assignments"."id")::int`,
  totalCount: sql<number>`(select count(*) from "questions" where "questions"."text_id" = "assignments"."text_id")::int`,
};

/**
 * Inserts each unless the text already went to that address (or, without one, that pupil); answers
 * only the new rows, even under a race.
 */
export async function insertAssignments(db: Db, values: (typeof assignments.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(assignments).values(values).onConflictDoNothing().returning();
}

/** The owner's table (or one row of it): a text's assignments, newest first, with person and progress. */
export function assignmentsOfText(db: Db, textId: number, uuid?: string) {
  const ofText = eq(assignments.textId, textId);
  return db
    .select({
      assignment: assignments,
      user: { id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash },
      class: { id: classes.id, name: classes.name },
      hasInvitation: sql<boolean>`exists (select 1 from "invitations" where "invitations"."email" = "assignments"."assignee_email" and "invitations"."used_at" is null)`,
      ...progressColumns,
    })
    .from(assignments)
    .leftJoin(users, eq(users.id, assignments.assignedUserId))
    .leftJoin(classes, eq(classes.id, assignments.classId))
    .where(uuid === undefined ? ofText : and(ofText, eq(assignments.uuid, uuid)))
    .orderBy(desc(assignments.createdAt), desc(assignments.id));
}
export type OwnerAssignmentRow = Awaited<ReturnType<typeof assignmentsOfText>>[number];

/** The assignee's list (or one item of it), newest first, with the text and progress. */
export function assignmentsOfUser(db: Db, userId: number, uuid?: string) {
  const mine = eq(assignments.assignedUserId, userId);
  return db
    .select({
      assignment: assignments,
      text: {
        id: texts.id,
        title: texts.title,
        author: texts.author,
        readingLevel: texts.readingLevel,
        language: texts.language,
        coverName: coverNameOf(sql`"texts"."id"`),
      },
      ...progressColumns,
    })
    .from(assignments)
    .innerJoin(texts, eq(texts.id, assignments.textId))
    .where(uuid === undefined ? mine : and(mine, eq(assignments.uuid, uuid)))
    .orderBy(desc(assignments.createdAt), desc(assignments.id));
}
export type MyAssignmentRow = Awaited<ReturnType<typeof assignmentsOfUser>>[number];

export async function deleteAssignmentOfText(db: Db, textId: number, uuid: string) {
  const deleted = await db
    .delete(assignments)
    .where(and(eq(assignments.textId, textId), eq(assignments.uuid, uuid)))
    .returning({ id: assignments.id });
  return deleted.length > 0;
}

/** Moves the caller's assignment from `from` to `to`; false when it is not theirs or not in `from`. */
export async function changeStatus(
  db: Db,
  userId: number,
  uuid: string,
  from: AssignmentStatus,
  to: AssignmentStatus,
) {
  const changed = await db
    .update(assignments)
    .set({ status: to, updatedAt: new Date() })
    .where(
      and(eq(assignments.uuid, uuid), eq(assignments.assignedUserId, userId), eq(assignments.status, from)),
    )
    .returning({ id: assignments.id });
  return changed.length > 0;
}

/** Gives a verified user every assignment sent to their address before they had an account. */
export function linkAssignmentsOfEmail(db: Db, userId: number, email: string) {
  return db
    .update(assignments)
    .set({ assignedUserId: userId, updatedAt: new Date() })
    .where(and(eq(assignments.assigneeEmail, email), isNull(assignments.assignedUserId)))
    .returning();
}

/** The text `ownerId` last assigned to the address; undefined if none (they may not resend then). */
export async function latestTextAssignedBy(db: Db, ownerId: number, email: string) {
  const [row] = await db
    .select({ title: texts.title, author: texts.author })
    .from(assignments)
    .innerJoin(texts, eq(texts.id, assignments.textId))
    .where(and(eq(assignments.ownerId, ownerId), eq(assignments.assigneeEmail, email)))
    .orderBy(desc(assignments.createdAt))
    .limit(1);
  return row;
}
