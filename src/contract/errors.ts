import { z } from 'zod';

/** Laravel-shaped error body: every 4xx carries a message; 422 adds the first-class field map. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Joins every message of an errors map, in field order, into one string (docs/product.md §8 sign-up rule). */
export function joinErrorMessages(errors: Record<string, string[]>): string {
  return Object.values(errors).flat().join(' ');
}
