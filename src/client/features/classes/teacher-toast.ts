import { notifications } from '@mantine/notifications';
import { inScreenLanguageLoaded } from '#client/i18n/server-words.ts';

/** A toast for the teacher: a short title and the server's sentence under it, in the language on screen. */
export function notifyTeacher(color: 'green' | 'red', title: string, message: string) {
  void inScreenLanguageLoaded(message).then((sentence) =>
    notifications.show({ color, title, message: sentence }),
  );
}
