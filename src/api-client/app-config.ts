import { type AppConfig, appConfigSchema } from '#contract/app-config.ts';
import type { ApiClient } from './create-api-client.ts';

/** GET /api/config: where realtime lives and the VAPID public key (docs/product.md §7). */
export async function getAppConfig(api: ApiClient): Promise<AppConfig> {
  return appConfigSchema.parse(await api.send<unknown>('get', '/api/config'));
}
