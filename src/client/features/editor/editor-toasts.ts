import { notifications } from '@mantine/notifications';
import { inScreenLanguageLoaded } from '#client/i18n/server-words.ts';

/** The editor's success toasts (the server's sentence under the title in the language on screen) of docs/product.md §8 ('Paragraph deleted', 'Changes saved successfully', …). */
export function toastSuccess(title: string, message?: string) {
  void inScreenLanguageLoaded(message ?? '').then((sentence) =>
    notifications.show({ color: 'green', title, message: sentence }),
  );
}

/** The editor's failure toasts of docs/product.md §8 ('Failed to save paragraph', …). */
export function toastError(title: string, message?: string) {
  void inScreenLanguageLoaded(message ?? '').then((sentence) =>
    notifications.show({ color: 'red', title, message: sentence }),
  );
}

/** Nothing failed, but nothing changed either (Replace with no other question): yellow, not red. */
export function toastNotice(title: string, message?: string) {
  void inScreenLanguageLoaded(message ?? '').then((sentence) =>
    notifications.show({ color: 'yellow', title, message: sentence }),
  );
}
