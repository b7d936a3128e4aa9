import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
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
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    getDashboard(api)
      .then((dashboard) => {
        if (userId !== undefined) writeCachedDashboard(userId, dashboard);
        if (active) setState({ status: 'ready', dashboard, cached: false });
      })
      .catch((error: unknown) => {
        if (!isNetworkError(error)) console.warn('Loading the dashboard failed', error);
        const cached = userId === undefined ? null : readCachedDashboard(userId);
        if (!active) return;
        setState(cached ? { status: 'ready', dashboard: cached, cached: true } : { status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [api, userId]);
  return state;
}
