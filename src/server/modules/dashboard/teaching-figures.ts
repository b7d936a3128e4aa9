import { sql } from 'drizzle-orm';
import type { Teaching } from '#contract/dashboard.ts';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows-of.ts';

const RECENT_COMPLETIONS = 20;

interface FigureRow {
  open: number;
  completed: number;
  active: number;
  average_score: number | null;
  late: number;
}

interface CompletionRow {
  pupil_name: string;
  text_title: string;
  score_percent: number;
  at: Date | string;
}

/**
 * When completed work counts as handed in: the device's clock when it is plausible (not after the
 * server received it, not before the assignment existed), else the receipt time — the rule of
 * submittedOnTime (reading/complete-assignment.ts), written in SQL so it is counted in one query.
 */
const handedIn = sql`case when a.completed_at_device is not null and a.completed_at_device <= a.completed_at
  and a.completed_at_device >= a.created_at then a.completed_at_device else a.completed_at end`;

/** An admin's teaching figures over the texts they own (docs/product.md §7 "Dashboard"). */
export async function teachingFigures(db: Db, ownerId: number): Promise<Teaching> {
  const [figures] = await rowsOf<FigureRow>(
    db,
    sql`select
      count(*) filter (where a.status in ('pending', 'in_progress'))::int as open,
      count(*) filter (where a.status = 'completed')::int as completed,
      count(*) filter (where a.status <> 'rejected')::int as active,
      round(avg(case when a.question_count > 0 then 100.0 * a.correct_count / a.question_count
        when a.question_count = 0 then 0 end) filter (where a.status = 'completed'))::int as average_score,
      count(*) filter (where a.due_date is not null and (
        (a.status = 'completed' and ${handedIn} > a.due_date)
        or (a.status in ('pending', 'in_progress') and a.due_date < now())))::int as late
    from assignments a join texts t on t.id = a.text_id where t.owner_id = ${ownerId}`,
  );
  const recent = await rowsOf<CompletionRow>(
    db,
    sql`select coalesce(u.name, u.email, a.assignee_email, '') as pupil_name, t.title as text_title,
      case when coalesce(a.question_count, 0) = 0 then 0
        else round(100.0 * coalesce(a.correct_count, 0) / a.question_count) end::int as score_percent,
      a.completed_at as at
    from assignments a join texts t on t.id = a.text_id left join users u on u.id = a.assigned_user_id
    where t.owner_id = ${ownerId} and a.status = 'completed' and a.completed_at is not null
    order by a.completed_at desc, a.id desc limit ${RECENT_COMPLETIONS}`,
  );
  const completed = figures?.completed ?? 0;
  const active = figures?.active ?? 0;
  return {
    open_assignments: figures?.open ?? 0,
    completion_rate: active === 0 ? 0 : Math.round((completed / active) * 100),
    average_score: figures?.average_score ?? null,
    late: figures?.late ?? 0,
    recent_completions: recent.map((row) => ({
      pupil_name: row.pupil_name,
      text_title: row.text_title,
      score_percent: row.score_percent,
      at: new Date(row.at).toISOString(),
    })),
  };
}
