import { queryOptions } from '@tanstack/react-query';
import { getAppConfig } from '#api-client/app-config.ts';
import type { ApiClient } from '#api-client/create-api-client.ts';

/** GET /api/config: the server's public settings, which do not change while the app runs. */
export const appConfigQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: () => getAppConfig(api),
    staleTime: Number.POSITIVE_INFINITY,
  });
