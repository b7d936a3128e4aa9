import type { dashboardRoutes } from '#contract/dashboard.ts';
import { endpoints } from '#contract/endpoints.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

export const getDashboard = (api: ApiClient) =>
  callRoute<(typeof dashboardRoutes)['show']>(api, endpoints.dashboard.show);
