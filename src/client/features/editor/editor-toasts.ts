import { notifications } from '@mantine/notifications';
import { inScreenLanguageLoaded } from '#client/i18n/server-words.ts';

/** A toast of this colour: the title, and the server's sentence under it in the language on screen. */
const toastIn = (color: 'green' | 'red' | 'yellow') => (title: string, message?: string) => {
  void inScreenLanguageLoaded(message ?? '').then((sentence) =>
    notifications.show({ color, title, message: sentence }),
  );
};

/** The editor's success toasts of docs/product.md §8 ('Paragraph deleted', 'Changes saved successfully', …). */
export const toastSuccess = toastIn('green');

/** The editor's failure toasts of docs/product.md §8 ('Failed to save paragraph', …). */
export const toastError = toastIn('red');

/** Nothing failed, but nothing changed either (Replace with no other question): yellow, not red. */
export const toastNotice = toastIn('yellow');
