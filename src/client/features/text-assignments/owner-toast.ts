import { notifications } from '@mantine/notifications';

/** The owner's toasts (docs/product.md §8): a title such as 'Assignment Created' and the message under it. */
export function notifyOwner(color: 'green' | 'red', title: string, message: string) {
  notifications.show({ color, title, message });
}
