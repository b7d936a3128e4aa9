import type { Locale } from '#contract/locale-codes.ts';
import {
  type NotificationInput,
  notificationUrl,
  type NotificationWords as StoredWords,
} from '#contract/notifications.ts';
import type { PushPayload } from '#contract/push.ts';
import { type PushKey, pushWords } from '../../i18n/words.ts';
import { completeNotificationData } from './notification-resource.ts';

/** A notification's message as words of the push catalogue, so each reader gets their language. */
export interface NotificationWords extends StoredWords {
  key: PushKey;
}

/** What `notify()` takes: the stored notification, and the words its push is written from. */
export type NotifyInput = NotificationInput & { words?: NotificationWords };

/**
 * A notification whose stored message is the English wording (docs/product.md §7: the record keeps
 * its text), stored with its words too so the app shows it in the reader's language, and whose Web
 * Push is written again in the recipient's language.
 */
export const wordedNotification = (
  type: string,
  words: NotificationWords,
  data: Omit<NotificationInput['data'], 'message' | 'words'>,
): NotifyInput => ({
  type,
  data: { ...data, message: pushWords('en')(words.key, words.values), words },
  words,
});

/** The push the service worker shows: the message (in `locale` when it has words) and the text's title. */
export function pushPayloadFor(
  locale: Locale,
  row: Pick<NotificationInput, 'type' | 'data'>,
  words: NotificationWords | undefined,
): PushPayload {
  const data = completeNotificationData(row.data);
  const say = pushWords(locale);
  return {
    title: words ? say(words.key, words.values) : data.message,
    body: say('textTitle', { title: data.text_title ?? '' }),
    url: notificationUrl({ type: row.type, ...data }),
  };
}
