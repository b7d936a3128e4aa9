import { notifications } from '@mantine/notifications';

/** A toast for the teacher: a short title and the server's sentence under it. */
export function notifyTeacher(color: 'green' | 'red', title: string, message: string) {
  notifications.show({ color, title, message });
}
