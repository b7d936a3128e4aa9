import { i18n } from '#client/i18n/i18n.ts';
import { notificationUrl } from '#contract/notifications.ts';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';
import { notificationMessage } from './notification-message.ts';

/**
 * docs/product.md §7: when permission is granted, a browser desktop notification with the message (or
 * 'New notification') and 'Text: {text_title}'. Permission is only ever asked on a click (push feature).
 */
export function showDesktopNotification(item: LocalNotification, open: (url: string) => void) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const title = notificationMessage(item) || i18n.t('newNotification', { ns: 'notifications' });
  // The URL the server's Web Push carries too, so both share one tag (no duplicate).
  const url = notificationUrl(item);
  try {
    const desktop = new Notification(title, {
      body: i18n.t('textTitle', { ns: 'notifications', title: item.text_title ?? '' }),
      tag: `${url}|${title}`,
    });
    desktop.onclick = () => {
      window.focus();
      open(url);
      desktop.close();
    };
  } catch (error) {
    // Some mobile browsers allow notifications only from the service worker.
    console.warn('Desktop notification failed', error);
  }
}
