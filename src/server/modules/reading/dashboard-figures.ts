import { sql } from 'drizzle-orm';
import type { Dashboard } from '#contract/dashboard.ts';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';

const RECENT_ACTIVITIES = 10;
const PROGRESS_POINTS = 20;

interface FigureRow {
  books_read: number;
  active: number;
  total_reading_seconds: number;
}

interface ActivityRow {
  type: string;
  text_title: string;
  at: Date | string;
}

interface ProgressRow {
  text_title: string;
  score_percent: number;
  reading_seconds: number;
  at: Date | string;
}

/**
 * The signed-in user's reading as an assignee: completed assignments, reading time, the share of
 * their non-rejected assignments completed (a whole percent, as the dashboard shows it), and their latest activities
 * (`assigned`, `answered` — the last answer per assignment — and `completed`), newest first, and
 * their latest completed texts with score and reading time (the chart of their progress).
 */
export async function dashboardFigures(db: Db, userId: number): Promise<Dashboard> {
  const [figures] = await rowsOf<FigureRow>(
    db,
    sql`select
      count(*) filter (where status = 'completed')::int as books_read,
      count(*) filter (where status <> 'rejected')::int as active,
      (select coalesce(sum(r.seconds), 0) from reading_time r
        join assignments a2 on a2.id = r.assignment_id where a2.assigned_user_id = ${userId})::int
        as total_reading_seconds
    from assignments where assigned_user_id = ${userId}`,
  );
  const activities = await rowsOf<ActivityRow>(
    db,
    sql`select type, text_title, at from (
      select 'assigned' as type, t.title as text_title, a.created_at as at
        from assignments a join texts t on t.id = a.text_id where a.assigned_user_id = ${userId}
      union all
      select 'completed', t.title, a.completed_at
        from assignments a join texts t on t.id = a.text_id
        where a.assigned_user_id = ${userId} and a.completed_at is not null
      union all
      select 'answered', t.title, max(x.answered_at)
        from answers x join assignments a on a.id = x.assignment_id join texts t on t.id = a.text_id
        where a.assigned_user_id = ${userId} group by a.id, t.title
    ) activity order by at desc limit ${RECENT_ACTIVITIES}`,
  );
  const progress = await rowsOf<ProgressRow>(
    db,
    sql`select t.title as text_title, a.completed_at as at,
      case when a.question_count > 0 then round(100.0 * a.correct_count / a.question_count)::int else 0 end
        as score_percent,
      (select coalesce(sum(r.seconds), 0) from reading_time r where r.assignment_id = a.id)::int as reading_seconds
    from assignments a join texts t on t.id = a.text_id
    where a.assigned_user_id = ${userId} and a.status = 'completed'
    order by a.completed_at desc limit ${PROGRESS_POINTS}`,
  );
  const booksRead = figures?.books_read ?? 0;
  const active = figures?.active ?? 0;
  return {
    books_read: booksRead,
    total_reading_seconds: figures?.total_reading_seconds ?? 0,
    completion_rate: active === 0 ? 0 : Math.round((booksRead / active) * 100),
    recent_activities: activities.map((row) => ({
      type: row.type,
      text_title: row.text_title,
      at: new Date(row.at).toISOString(),
    })),
    progress: progress.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
  };
}
