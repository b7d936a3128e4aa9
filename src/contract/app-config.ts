import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/** GET /api/config: public runtime settings the client caches for an offline start. */
export const appConfigSchema = z.object({
  realtime: z.object({
    key: z.string(),
    cluster: z.string(),
    host: z.string().nullable(),
    port: z.number().int().nullable(),
    tls: z.boolean(),
    auth_endpoint: z.string(),
  }),
  vapid_public_key: z.string().nullable(),
  /**
   * Whether an AI service writes the questions (else the built-in generator). For a text whose
   * `language` is Turkish the built-in generator asks only who said it, what happened first, what
   * a part is mostly about and which statement is true: only the AI service gives every type, and
   * the editor can say so. Optional: configs cached on a device before it existed lack it.
   */
  ai_questions: z.boolean().optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appConfigRoutes = {
  show: defineRoute(endpoints.config.show, { response: { 200: appConfigSchema } }),
};
