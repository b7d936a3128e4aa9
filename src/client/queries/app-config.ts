import { queryOptions } from '@tanstack/react-query';
import { getAppConfig } from '#api-client/app-config.ts';
import type { ApiClient } from '#api-client/create-api-client.ts';
import { type AppConfig, appConfigSchema } from '#contract/app-config.ts';

const CONFIG_KEY = 'app_config';

/**
 * GET /api/config: the server's public settings, which do not change while the app runs, read once
 * per app session and shared by realtime (at sign-in) and the editor's note. An offline start gets
 * the copy kept from the last one; with neither, the query fails and is tried again next time.
 */
export const appConfigQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: async () => {
      const config = await loadAppConfig(api);
      if (!config) throw new Error('The app configuration is not available offline yet.');
      return config;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The server's copy, kept in localStorage so an offline start still knows where realtime lives. */
async function loadAppConfig(api: ApiClient): Promise<AppConfig | null> {
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
