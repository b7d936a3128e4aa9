import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { answers, assignments, readingTime, users } from '../../db/schema.ts';

/**
 * A text's assignments with their pupil and reading time, by name then address. One query over
 * `assignments_text_email_unique` (text_id leads it) and the reading_time primary key.
 */
export const assignmentsWithPupils = (db: Db, textId: number) =>
  db
    .select({
      assignment: assignments,
      name: users.name,
      userEmail: users.email,
      seconds: sql<number>`(select coalesce(sum(${readingTime.seconds}), 0) from ${readingTime}
        where ${readingTime.assignmentId} = ${assignments.id})::int`,
    })
    .from(assignments)
    .leftJoin(users, eq(users.id, assignments.assignedUserId))
    .where(eq(assignments.textId, textId))
    .orderBy(
      asc(sql`lower(coalesce(${users.name}, ${users.email}, ${assignments.assigneeEmail}))`),
      asc(assignments.id),
    );
export type AssignmentWithPupil = Awaited<ReturnType<typeof assignmentsWithPupils>>[number];

/** Every answer to the text, across its assignments (the answers primary key leads with assignment_id). */
export const answersOfText = (db: Db, textId: number) =>
  db
    .select({
      assignmentId: answers.assignmentId,
      questionId: answers.questionId,
      choiceId: answers.choiceId,
      firstChoiceId: answers.firstChoiceId,
    })
    .from(answers)
    .innerJoin(assignments, eq(assignments.id, answers.assignmentId))
    .where(eq(assignments.textId, textId));
export type TextAnswer = Awaited<ReturnType<typeof answersOfText>>[number];
