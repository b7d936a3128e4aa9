import { dashboardRoute } from '#contract/dashboard.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

export const getDashboard = (api: ApiClient) => callRoute(api, dashboardRoute, {});
