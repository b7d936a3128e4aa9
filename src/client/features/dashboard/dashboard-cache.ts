import { type Dashboard, dashboardSchema } from '#contract/dashboard.ts';

/** The last figures per user, in localStorage: the dashboard is the first screen of an offline start. */
const cacheKey = (userId: number) => `reading-rooms-dashboard-${userId}`;

export function readCachedDashboard(userId: number): Dashboard | null {
  try {
    const parsed = dashboardSchema.safeParse(JSON.parse(localStorage.getItem(cacheKey(userId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedDashboard(userId: number, dashboard: Dashboard): void {
  localStorage.setItem(cacheKey(userId), JSON.stringify(dashboard));
}
