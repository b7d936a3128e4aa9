import { ActionIcon, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { CloseIcon } from '#client/ui/icons.tsx';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';
import { notificationMessage } from './notification-message.ts';
import { formatRelativeTime } from './relative-time.ts';
import { useMinuteClock } from './use-minute-clock.ts';

interface BellItemProps {
  item: LocalNotification;
  onOpen(item: LocalNotification): void;
  onRemove(id: string): void;
}

/** docs/product.md §2: message, text title with optional ' by author', optional 'Due: date', relative time, unread dot. */
export function BellItem({ item, onOpen, onRemove }: BellItemProps) {
  const { t } = useTranslation('notifications');
  const format = useFormatters();
  const now = useMinuteClock();
  return (
    <Group
      gap={4}
      wrap="nowrap"
      align="flex-start"
      px="sm"
      py={6}
      bg={item.read ? undefined : 'var(--mantine-primary-color-light)'}
      data-testid="bell-item"
    >
      <UnstyledButton onClick={() => onOpen(item)} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          {!item.read && (
            <Box
              mt={6}
              w={8}
              h={8}
              bg="blue"
              style={{ borderRadius: '50%', flex: 'none' }}
              role="img"
              aria-label={t('unread')}
            />
          )}
          <Box style={{ minWidth: 0 }}>
            <Text size="sm" fw={item.read ? 400 : 700}>
              {notificationMessage(item)}
            </Text>
            {item.text_title && (
              <Text size="xs" c="dimmed">
                {item.text_title}
                {item.text_author ? ` ${t('byAuthor', { author: item.text_author })}` : ''}
              </Text>
            )}
            {item.due_date && (
              <Text size="xs" c="dimmed">
                {t('due', { date: format.dueDate(item.due_date) })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatRelativeTime(item.timestamp, now)}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('remove')}
        onClick={() => onRemove(item.id)}
      >
        <CloseIcon />
      </ActionIcon>
    </Group>
  );
}
