import { type AppConfig, appConfigSchema } from '#contract/app-config.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

/** GET /api/config: where realtime lives and the VAPID public key (docs/product.md §7). */
export async function getAppConfig(api: ApiClient): Promise<AppConfig> {
  return appConfigSchema.parse(await callRoute(api, endpoints.config.show));
}
