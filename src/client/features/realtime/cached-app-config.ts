import { getAppConfig } from '#api-client/app-config.ts';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { type AppConfig, appConfigSchema } from '#contract/app-config.ts';

const CONFIG_KEY = 'app_config';

/** GET /api/config, kept in localStorage so an offline start still knows where realtime lives. */
export async function loadAppConfig(api: ApiClient): Promise<AppConfig | null> {
  try {
    const config = await getAppConfig(api);
    localStorage.setItem(CONFIG_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const cached = readCachedConfig();
    if (cached) return cached;
    console.warn('Loading the app configuration failed', error);
    return null;
  }
}

/** The copy kept from the last start, if it is still one the contract accepts. */
function readCachedConfig(): AppConfig | null {
  try {
    const parsed = appConfigSchema.safeParse(JSON.parse(localStorage.getItem(CONFIG_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
