import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { COMPLETIONS_CONSIDERED, type Completion } from './estimate-level.ts';

/** A whole-array parameter: one bound value however many pupils (`= any(...)`). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Latest completions of the pupils a condition on `a.assigned_user_id` picks, grouped by pupil. */
async function latestCompletions(db: Db, pupils: SQL): Promise<Map<number, Completion[]>> {
  const rows = await rowsOf<{ user_id: number; text_level: number; score: number }>(
    db,
    sql`select user_id, text_level, score from (
      select a.assigned_user_id as user_id, t.reading_level::float8 as text_level,
        a.correct_count::float8 / a.question_count as score,
        row_number() over (partition by a.assigned_user_id order by a.completed_at desc, a.id desc) as n
      from assignments a join texts t on t.id = a.text_id
      where ${pupils} and a.status = 'completed' and a.question_count > 0
    ) latest where n <= ${COMPLETIONS_CONSIDERED} order by user_id, n`,
  );
  const byPupil = new Map<number, Completion[]>();
  for (const row of rows) {
    const list = byPupil.get(row.user_id) ?? [];
    list.push({ textLevel: row.text_level, score: row.score });
    byPupil.set(row.user_id, list);
  }
  return byPupil;
}

/**
 * The latest completed, scored assignments of each pupil (newest first), at most the number an
 * estimate reads. One query over `assignments_assigned_user_idx`; a text without questions says
 * nothing about reading and is left out.
 */
export async function completionsOf(db: Db, userIds: readonly number[]): Promise<Map<number, Completion[]>> {
  if (userIds.length === 0) return new Map();
  return latestCompletions(db, sql`a.assigned_user_id = any(${intArray(userIds)})`);
}

/** The same for every pupil a text is assigned to: its results show their levels. */
export const completionsOfTextPupils = (db: Db, textId: number) =>
  latestCompletions(
    db,
    sql`a.assigned_user_id in (select assigned_user_id from assignments where text_id = ${textId})`,
  );

/** A pupil the teacher teaches: assigned one of the teacher's texts, or in one of their classes. */
export interface TaughtPupil {
  user_id: number;
  name: string;
  email: string | null;
  class_ids: number[];
}

/** Every pupil the teacher teaches, by name; with `pupilId`, only that one (or nobody). */
export async function taughtPupils(db: Db, teacherId: number, pupilId?: number): Promise<TaughtPupil[]> {
  const onlyPupil = pupilId === undefined ? sql`true` : sql`taught.user_id = ${pupilId}`;
  return rowsOf<TaughtPupil>(
    db,
    sql`with taught as (
      select a.assigned_user_id as user_id from assignments a
        where a.owner_id = ${teacherId} and a.assigned_user_id is not null
      union
      select cp.user_id from class_pupils cp join classes c on c.id = cp.class_id where c.owner_id = ${teacherId}
    )
    select u.id as user_id, u.name, u.email,
      coalesce((select array_agg(cp.class_id order by cp.class_id) from class_pupils cp
        join classes c on c.id = cp.class_id where cp.user_id = u.id and c.owner_id = ${teacherId}), '{}') as class_ids
    from taught join users u on u.id = taught.user_id
    where ${onlyPupil} and u.id <> ${teacherId}
    order by lower(u.name), u.id`,
  );
}

/** The teacher's texts that have questions (a text without any says nothing of a pupil's reading), with their levels. */
export const textsWithQuestions = (db: Db, teacherId: number) =>
  rowsOf<{ text_id: number; title: string; reading_level: number }>(
    db,
    sql`select t.id as text_id, t.title, t.reading_level::float8 as reading_level from texts t
      where t.owner_id = ${teacherId} and exists (select 1 from questions q where q.text_id = t.id)
      order by t.id`,
  );

/** Which of the teacher's texts each pupil was given, by pupil. */
export async function textsGiven(
  db: Db,
  teacherId: number,
  userIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const given = new Map<number, Set<number>>();
  if (userIds.length === 0) return given;
  const rows = await rowsOf<{ user_id: number; text_id: number }>(
    db,
    sql`select assigned_user_id as user_id, text_id from assignments
      where owner_id = ${teacherId} and assigned_user_id = any(${intArray(userIds)})`,
  );
  for (const row of rows) given.set(row.user_id, (given.get(row.user_id) ?? new Set()).add(row.text_id));
  return given;
}
