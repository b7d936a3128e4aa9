import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isNetworkError } from '#api-client/api-error.ts';
import { getDashboard } from '#api-client/dashboard.ts';
import { userAtom } from '#client/state/session-atoms.ts';
import { useApi } from '#client/state/use-api.ts';
import type { Dashboard } from '#contract/dashboard.ts';
import { readCachedDashboard, writeCachedDashboard } from './dashboard-cache.ts';

export type DashboardState =
  | { status: 'loading' }
  /** `cached`: the last figures this device saw, shown while the server cannot be reached. */
  | { status: 'ready'; dashboard: Dashboard; cached: boolean }
  | { status: 'failed' };

/** The signed-in person's figures from GET /api/dashboard (docs/architecture.md §16, deviation 3), kept for offline. */
export function useDashboard(): DashboardState {
  const api = useApi();
  const userId = useAtomValue(userAtom)?.id;
  const query = useQuery({
    queryKey: ['dashboard', userId],
    queryFn: async () => {
      try {
        const dashboard = await getDashboard(api);
        if (userId !== undefined) writeCachedDashboard(userId, dashboard);
        return { dashboard, cached: false };
      } catch (error) {
        if (!isNetworkError(error)) console.warn('Loading the dashboard failed', error);
        const cached = userId === undefined ? null : readCachedDashboard(userId);
        if (!cached) throw error;
        return { dashboard: cached, cached: true };
      }
    },
  });
  if (query.data) return { status: 'ready', ...query.data };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}
