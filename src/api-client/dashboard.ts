import type { Dashboard } from '#contract/dashboard.ts';
import type { ApiClient } from './create-api-client.ts';

export const getDashboard = (api: ApiClient) => api.send<Dashboard>('get', '/api/dashboard');
