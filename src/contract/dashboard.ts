import { z } from 'zod';

export const dashboardSchema = z.object({
  books_read: z.number().int(),
  total_reading_seconds: z.number().int(),
  completion_rate: z.number(),
  recent_activities: z.array(z.object({ type: z.string(), text_title: z.string(), at: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
