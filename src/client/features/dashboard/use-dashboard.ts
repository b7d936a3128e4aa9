import { useEffect, useState } from 'react';
import { getDashboard } from '#api-client/dashboard.ts';
import { useApi } from '#client/state/use-api.ts';
import { type Dashboard, dashboardSchema } from '#contract/dashboard.ts';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'ready'; dashboard: Dashboard }
  | { status: 'failed' };

/** The signed-in person's figures from GET /api/dashboard (DESIGN deviation 3). */
export function useDashboard(): DashboardState {
  const api = useApi();
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    getDashboard(api)
      .then((body) => active && setState({ status: 'ready', dashboard: dashboardSchema.parse(body) }))
      .catch((error: unknown) => {
        console.warn('Loading the dashboard failed', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [api]);
  return state;
}
