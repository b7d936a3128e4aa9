import { notifications } from '@mantine/notifications';

/** The editor's success toasts of docs/product.md §8 ('Paragraph deleted', 'Changes saved successfully', …). */
export function toastSuccess(title: string, message?: string) {
  notifications.show({ color: 'green', title, message: message ?? '' });
}

/** The editor's failure toasts of docs/product.md §8 ('Failed to save paragraph', …). */
export function toastError(title: string, message?: string) {
  notifications.show({ color: 'red', title, message: message ?? '' });
}
