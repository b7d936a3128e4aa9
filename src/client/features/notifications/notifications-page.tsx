import { Button, Container, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';
import { NotificationCard } from './notification-card.tsx';
import {
  filterAndSort,
  type NotificationFilter,
  type NotificationSort,
  notificationFilters,
  notificationSorts,
  notificationTarget,
} from './notification-filters.ts';
import type { NotificationsSearch } from './notifications-search.ts';
import { useNotificationCommands } from './use-notification-commands.ts';
import { unreadCountOf, useNotifications } from './use-notifications.ts';

interface NotificationsPageProps {
  search: NotificationsSearch;
  onSearchChange(search: NotificationsSearch): void;
}

/** docs/product.md §2 "Notifications screen", read live from the local database (works offline). */
export function NotificationsPage({ search, onSearchChange }: NotificationsPageProps) {
  const { t } = useTranslation('notifications');
  const filter = search.filter ?? 'all';
  const sort = search.sort ?? 'newest';
  const items = useNotifications();
  const commands = useNotificationCommands();
  const navigate = useNavigate();
  const unread = unreadCountOf(items);
  const shown = filterAndSort(items ?? [], filter, sort);

  const open = async (item: LocalNotification) => {
    if (!item.read) await commands.markRead(item.id);
    const target = notificationTarget(item);
    if (target) await navigate({ to: target });
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div style={{ flex: '1 1 16rem' }}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed">{t('intro')}</Text>
          </div>
          <Group gap="sm">
            <Text fw={600}>{t('unreadCount', { count: unread })}</Text>
            {unread > 0 && <Button onClick={() => void commands.markAllRead()}>{t('markAllRead')}</Button>}
          </Group>
        </Group>
        {/* Side by side only where both fit whole: a phone stacks them, so no option is cut. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('filter')}
            data={notificationFilters.map((value) => ({ value, label: t(`filters.${value}`) }))}
            value={filter}
            allowDeselect={false}
            onChange={(value) =>
              onSearchChange({ ...search, filter: (value ?? 'all') as NotificationFilter })
            }
          />
          <Select
            label={t('sort')}
            data={notificationSorts.map((value) => ({ value, label: t(`sorts.${value}`) }))}
            value={sort}
            allowDeselect={false}
            onChange={(value) => onSearchChange({ ...search, sort: (value ?? 'newest') as NotificationSort })}
          />
        </SimpleGrid>
        {items === undefined ? (
          <Loader mx="auto" />
        ) : shown.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={700}>{t('noneFound')}</Text>
            <Text c="dimmed">{filter === 'unread' ? t('noUnread') : t('noneAtAll')}</Text>
          </Stack>
        ) : (
          shown.map((item) => (
            <NotificationCard
              key={item.id}
              item={item}
              onOpen={(clicked) => void open(clicked)}
              onMarkRead={(id) => void commands.markRead(id)}
              onRemove={(id) => void commands.remove(id)}
            />
          ))
        )}
        <Text size="sm" c="dimmed" ta="center">
          {t('showing', { count: shown.length })}
        </Text>
      </Stack>
    </Container>
  );
}
