import { z } from 'zod';

/**
 * Laravel-shaped error body: every 4xx carries a message; 422 adds the first-class field map
 * (read it with `error-messages.ts`).
 */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
