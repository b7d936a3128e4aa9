import { sql } from 'drizzle-orm';
import type { ClassAssignment } from '#contract/classes.ts';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';

/**
 * The texts assigned through a class, newest first, with how many of those assignments are done.
 * One query over `assignments_class_idx`; a text given to the class twice (new pupils later) is one
 * row, with the latest due date and mode.
 */
export async function assignmentsOfClass(db: Db, classId: number): Promise<ClassAssignment[]> {
  const rows = await rowsOf<Omit<ClassAssignment, 'due_date'> & { due_date: Date | string | null }>(
    db,
    sql`select a.text_id, t.title,
      (array_agg(a.due_date order by a.created_at desc, a.id desc))[1] as due_date,
      (array_agg(a.mode order by a.created_at desc, a.id desc))[1] as mode,
      (count(*) filter (where a.status = 'completed'))::int as completed,
      count(*)::int as total
    from assignments a join texts t on t.id = a.text_id
    where a.class_id = ${classId}
    group by a.text_id, t.title
    order by max(a.created_at) desc, a.text_id desc`,
  );
  return rows.map((row) => ({
    ...row,
    due_date: row.due_date === null ? null : new Date(row.due_date).toISOString(),
  }));
}
