import { Button, Container, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';
import { NotificationCard } from './notification-card.tsx';
import {
  filterAndSort,
  filterOptions,
  type NotificationFilter,
  type NotificationSort,
  notificationTarget,
  sortOptions,
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
            <Title order={1}>Notifications</Title>
            <Text c="dimmed">Stay up to date with your reading assignments and new questions.</Text>
          </div>
          <Group gap="sm">
            <Text fw={600}>{unread} unread</Text>
            {unread > 0 && <Button onClick={() => void commands.markAllRead()}>Mark all read</Button>}
          </Group>
        </Group>
        {/* Side by side only where both fit whole: a phone stacks them, so no option is cut. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Filter"
            data={filterOptions}
            value={filter}
            allowDeselect={false}
            onChange={(value) =>
              onSearchChange({ ...search, filter: (value ?? 'all') as NotificationFilter })
            }
          />
          <Select
            label="Sort"
            data={sortOptions}
            value={sort}
            allowDeselect={false}
            onChange={(value) => onSearchChange({ ...search, sort: (value ?? 'newest') as NotificationSort })}
          />
        </SimpleGrid>
        {items === undefined ? (
          <Loader mx="auto" />
        ) : shown.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={700}>No notifications found</Text>
            <Text c="dimmed">
              {filter === 'unread' ? 'No unread notifications' : "You don't have any notifications yet."}
            </Text>
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
          Showing {shown.length} notification(s)
        </Text>
      </Stack>
    </Container>
  );
}
