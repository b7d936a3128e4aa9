import { endpoints } from '#contract/endpoints.ts';
import { type Notification, notificationListSchema } from '#contract/notifications.ts';
import { callRoute } from './call-route.ts';
import type { ApiClient } from './create-api-client.ts';

/** GET /api/notifications: the caller's own, newest first (a bare list), checked against the contract. */
export async function listNotifications(api: ApiClient): Promise<Notification[]> {
  return notificationListSchema.parse(await callRoute(api, endpoints.notifications.list));
}
