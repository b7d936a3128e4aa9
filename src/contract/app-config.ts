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
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appConfigRoutes = {
  show: defineRoute(endpoints.config.show, { response: { 200: appConfigSchema } }),
};
