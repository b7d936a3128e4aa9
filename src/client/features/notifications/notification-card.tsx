import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';
import { typeBadgeLabel } from './notification-filters.ts';
import { notificationMessage } from './notification-message.ts';
import { formatFullTimestamp, formatRelativeTime } from './relative-time.ts';
import { useMinuteClock } from './use-minute-clock.ts';

interface NotificationCardProps {
  item: LocalNotification;
  onOpen(item: LocalNotification): void;
  onMarkRead(id: string): void;
  onRemove(id: string): void;
}

/** One item of the Notifications screen (docs/product.md §2); unread ones are highlighted. */
export function NotificationCard({ item, onOpen, onMarkRead, onRemove }: NotificationCardProps) {
  const { t } = useTranslation('notifications');
  const format = useFormatters();
  const now = useMinuteClock();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      bg={item.read ? undefined : 'var(--mantine-primary-color-light)'}
      data-unread={!item.read}
      data-testid="notification-card"
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <UnstyledButton onClick={() => onOpen(item)} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Stack gap={4}>
            <Group gap="xs">
              <Badge variant="light">{typeBadgeLabel(item.type)}</Badge>
              <Text size="xs" c="dimmed">
                {formatRelativeTime(item.timestamp, now)}
              </Text>
            </Group>
            <Text fw={item.read ? 500 : 700}>{notificationMessage(item)}</Text>
            {item.text_title && (
              <Text size="sm">
                {item.text_title}
                {item.text_author && (
                  <Text span c="dimmed" size="sm">{` ${t('byAuthor', { author: item.text_author })}`}</Text>
                )}
              </Text>
            )}
            {item.due_date && <Text size="sm">{t('due', { date: format.dueDate(item.due_date) })}</Text>}
            <Text size="xs" c="dimmed">
              {formatFullTimestamp(item.timestamp)}
            </Text>
          </Stack>
        </UnstyledButton>
        <Group gap={6} justify="flex-end">
          {!item.read && (
            <Button size="sm" variant="light" onClick={() => onMarkRead(item.id)}>
              {t('markRead')}
            </Button>
          )}
          <Button size="sm" variant="subtle" color="red" onClick={() => onRemove(item.id)}>
            {t('remove')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
