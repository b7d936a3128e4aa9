import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/**
 * GET /api/dashboard, the signed-in user's figures as an assignee: `books_read` counts completed
 * assignments; `completion_rate` is a whole percent, 0–100 (completed / assigned and not rejected);
 * `recent_activities` (at most 10, newest first) have type `assigned`, `answered` or `completed`.
 */
/**
 * An admin's teaching, over the assignments of the texts they own: `open_assignments` pending or in
 * progress; `completion_rate` a whole percent of those not rejected; `average_score` the mean grade
 * of record of completed work, a whole percent, null before any; `late` work finished after its due
 * date plus open work past it; `recent_completions` the latest (at most 20), newest first.
 */
export const teachingSchema = z.object({
  open_assignments: z.number().int(),
  completion_rate: z.number().int(),
  average_score: z.number().int().nullable(),
  late: z.number().int(),
  recent_completions: z.array(
    z.object({
      pupil_name: z.string(),
      text_title: z.string(),
      score_percent: z.number().int(),
      at: z.string(),
    }),
  ),
});
export type Teaching = z.infer<typeof teachingSchema>;

/** One of the assignee's latest completed texts, for the chart of their own progress (newest first). */
export const progressPointSchema = z.object({
  text_title: z.string(),
  score_percent: z.number().int(),
  reading_seconds: z.number().int(),
  at: z.string(),
});
export type ProgressPoint = z.infer<typeof progressPointSchema>;

export const dashboardSchema = z.object({
  books_read: z.number().int(),
  total_reading_seconds: z.number().int(),
  completion_rate: z.number(),
  recent_activities: z.array(z.object({ type: z.string(), text_title: z.string(), at: z.string() })),
  /** The latest completions (at most 20), newest first; absent in figures cached before it existed. */
  progress: z.array(progressPointSchema).optional(),
  /** Admins only. */
  teaching: teachingSchema.optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardRoutes = {
  show: defineRoute(endpoints.dashboard.show, { response: { 200: dashboardSchema } }),
};
