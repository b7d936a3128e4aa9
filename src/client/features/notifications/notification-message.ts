import { i18n } from '#client/i18n/i18n.ts';
import { inScreenLanguage } from '#client/i18n/server-words.ts';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';

/**
 * A notification's message in the language on screen: from its words when the `notifications`
 * catalogue has them (`messages.<key>`, the server's push words again); else the stored English
 * message, worded like the server's other sentences when it is one of the push words' English
 * bodies (notifications stored before they kept their words), or shown as stored (docs/i18n.md).
 */
export function notificationMessage(item: Pick<LocalNotification, 'message' | 'words'>): string {
  const key = item.words && `messages.${item.words.key}`;
  if (!key || !i18n.exists(key, { ns: 'notifications' })) return inScreenLanguage(item.message);
  return i18n.t(key as 'messages.assignmentNew', { ns: 'notifications', ...item.words?.values });
}
