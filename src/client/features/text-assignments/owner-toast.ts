import { notifications } from '@mantine/notifications';
import { inScreenLanguageLoaded } from '#client/i18n/server-words.ts';

/** The owner's toasts (docs/product.md §8): a title such as 'Assignment Created' and the message under it, in the language on screen. */
export function notifyOwner(color: 'green' | 'red', title: string, message: string) {
  void inScreenLanguageLoaded(message).then((sentence) =>
    notifications.show({ color, title, message: sentence }),
  );
}
