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

/** Every answer to the text: one entry per answer, as parallel arrays (see answersOfText). */
export interface TextAnswers {
  assignment_ids: number[];
  question_ids: number[];
  choice_ids: number[];
  first_choice_ids: (number | null)[];
}

/**
 * Every answer to the text, across its assignments, as four parallel arrays in one row, each sent
 * as JSON text. Deliberate: the embedded database pays per row returned and per array element it
 * parses, and 18,000 answers (300 pupils × 60 questions) took ~350 ms as rows, ~45 ms as int[] and
 * ~20 ms as JSON text that JSON.parse reads natively (`npm run bench:results`). Keep it this way.
 */
export async function answersOfText(db: Db, textId: number): Promise<TextAnswers> {
  const column = (name: string) =>
    sql`coalesce(array_to_json(array_agg(${sql.raw(`x.${name}`)} order by x.assignment_id, x.question_id))::text, '[]')`;
  const result = (await db.execute(
    sql`select ${column('assignment_id')} as assignment_ids, ${column('question_id')} as question_ids,
      ${column('choice_id')} as choice_ids, ${column('first_choice_id')} as first_choice_ids
    from ${answers} x join ${assignments} a on a.id = x.assignment_id where a.text_id = ${textId}`,
  )) as unknown as { rows: Record<keyof TextAnswers, string>[] };
  const [row] = result.rows;
  const parse = (text: string | undefined) => (text ? JSON.parse(text) : []) as number[];
  return {
    assignment_ids: parse(row?.assignment_ids),
    question_ids: parse(row?.question_ids),
    choice_ids: parse(row?.choice_ids),
    first_choice_ids: parse(row?.first_choice_ids),
  };
}
