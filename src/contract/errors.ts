import { z } from 'zod';

/** Laravel-shaped error body: every 4xx carries a message; 422 adds the first-class field map. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Every message of an errors map, in field order: the one place a Laravel-shaped map is flattened
 * (the server's 422 message is the first of them; the client shows them joined or as a list).
 */
export function errorMessages(errors: Record<string, string[]> | undefined): string[] {
  return errors ? Object.values(errors).flat() : [];
}
