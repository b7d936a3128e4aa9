import { i18n } from '#client/i18n/i18n.ts';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';

/**
 * A notification's message in the language on screen: from its words when the `notifications`
 * catalogue has them (`messages.<key>`, the server's push words again), else the stored English
 * message (notifications kept from before they had words, or sent with a message only).
 */
export function notificationMessage(item: Pick<LocalNotification, 'message' | 'words'>): string {
  const key = item.words && `messages.${item.words.key}`;
  if (!key || !i18n.exists(key, { ns: 'notifications' })) return item.message;
  return i18n.t(key as 'messages.assignmentNew', { ns: 'notifications', ...item.words?.values });
}
