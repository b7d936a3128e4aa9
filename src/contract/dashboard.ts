import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/**
 * GET /api/dashboard, the signed-in user's figures as an assignee: `books_read` counts completed
 * assignments; `completion_rate` is a whole percent, 0–100 (completed / assigned and not rejected);
 * `recent_activities` (at most 10, newest first) have type `assigned`, `answered` or `completed`.
 */
export const dashboardSchema = z.object({
  books_read: z.number().int(),
  total_reading_seconds: z.number().int(),
  completion_rate: z.number(),
  recent_activities: z.array(z.object({ type: z.string(), text_title: z.string(), at: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardRoutes = {
  show: defineRoute(endpoints.dashboard.show, { response: { 200: dashboardSchema } }),
};
