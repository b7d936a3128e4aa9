import { getAppConfig } from '#api-client/app-config.ts';
import type { ApiClient } from '#api-client/create-api-client.ts';
import type { AppConfig } from '#contract/app-config.ts';

const CONFIG_KEY = 'app_config';

/** GET /api/config, kept in localStorage so an offline start still knows where realtime lives. */
export async function loadAppConfig(api: ApiClient): Promise<AppConfig | null> {
  try {
    const config = await getAppConfig(api);
    localStorage.setItem(CONFIG_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const cached = localStorage.getItem(CONFIG_KEY);
    if (cached) return JSON.parse(cached) as AppConfig;
    console.warn('Loading the app configuration failed', error);
    return null;
  }
}
