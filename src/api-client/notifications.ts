import { type Notification, notificationListSchema, notificationPaths } from '#contract/notifications.ts';
import type { ApiClient } from './create-api-client.ts';

/** GET /api/notifications: the caller's own, newest first (a bare list), checked against the contract. */
export async function listNotifications(api: ApiClient): Promise<Notification[]> {
  return notificationListSchema.parse(await api.send<unknown>('get', notificationPaths.list));
}
