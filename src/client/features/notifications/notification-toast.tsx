import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { i18n } from '#client/i18n/i18n.ts';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';
import { notificationMessage } from './notification-message.ts';

/** docs/product.md §2 and §9: at most 3 notification toasts are kept (the oldest goes), each for 5000 ms. */
const MAX_TOASTS = 3;
const TOAST_MS = 5000;
const shown: string[] = [];

function forget(id: string) {
  const at = shown.indexOf(id);
  if (at >= 0) shown.splice(at, 1);
}

export function showNotificationToast(item: LocalNotification, openAssignment: (uuid: string) => void) {
  const id = `notification-${item.id}`;
  while (shown.length >= MAX_TOASTS) notifications.hide(shown.shift() ?? '');
  shown.push(id);
  const uuid = item.assignment_uuid;
  notifications.show({
    id,
    color: 'indigo',
    // Away from the header, where a top-right toast would cover the bell it is about.
    position: 'bottom-right',
    title: notificationMessage(item) || i18n.t('newNotification', { ns: 'notifications' }),
    autoClose: TOAST_MS,
    withCloseButton: true,
    onClose: () => forget(id),
    message: (
      <Stack gap={6} align="flex-start">
        {item.text_title && (
          <Text size="sm">{i18n.t('textTitle', { ns: 'notifications', title: item.text_title })}</Text>
        )}
        {uuid && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              openAssignment(uuid);
            }}
          >
            {i18n.t('viewAssignment', { ns: 'notifications' })}
          </Button>
        )}
      </Stack>
    ),
  });
}
