import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Text,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { BellIcon } from '#client/ui/icons.tsx';
import { useCloseOnRouteChange } from '#client/ui/use-close-on-route-change.ts';
import type { LocalNotification } from '#local-db/notifications/local-notification.ts';
import { BellItem } from './bell-item.tsx';
import { unreadBadgeLabel } from './relative-time.ts';
import { useNotificationCommands } from './use-notification-commands.ts';
import { useNotificationPull } from './use-notification-pull.ts';
import { unreadCountOf, useNotifications } from './use-notifications.ts';

/** docs/product.md §2 "Notification bell": unread badge, connection dot, dropdown with the latest items. */
export function NotificationBell({ connected }: { connected: boolean }) {
  const { t } = useTranslation('notifications');
  const items = useNotifications();
  const unread = unreadCountOf(items);
  const commands = useNotificationCommands();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  useNotificationPull();
  useCloseOnRouteChange(() => setOpened(false)); // docs/product.md §2: menus close on every route change

  const open = (item: LocalNotification) => {
    void commands.markRead(item.id);
    setOpened(false);
    if (item.assignment_uuid)
      void navigate({ to: '/assignments/$uuid', params: { uuid: item.assignment_uuid } });
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md">
      {/* The target is the button itself: aria-expanded is allowed on a button, not on the indicator's box. */}
      <Indicator
        label={unreadBadgeLabel(unread)}
        disabled={unread === 0}
        size={18}
        color="red"
        offset={4}
        data-testid="unread-badge"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size={44}
            radius="xl"
            aria-label={t('title')}
            onClick={() => setOpened((o) => !o)}
          >
            <BellIcon />
            <Box
              pos="absolute"
              bottom={8}
              right={8}
              w={9}
              h={9}
              bg={connected ? 'green' : 'gray'}
              title={connected ? t('connected') : t('disconnected')}
              style={{ borderRadius: '50%', border: '1px solid var(--mantine-color-body)' }}
            />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="sm" py="xs">
          <Text fw={700}>{t('title')}</Text>
          {unread > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={() => void commands.markAllRead()}>
              {t('markAllRead')}
            </Button>
          )}
        </Group>
        <Divider />
        {items && items.length > 0 ? (
          <>
            <ScrollArea.Autosize mah={360}>
              {items.map((item) => (
                <BellItem
                  key={item.id}
                  item={item}
                  onOpen={open}
                  onRemove={(id) => void commands.remove(id)}
                />
              ))}
            </ScrollArea.Autosize>
            <Divider />
            <Anchor component={Link} to="/notifications" display="block" ta="center" size="sm" py="xs">
              {t('viewAll')}
            </Anchor>
          </>
        ) : (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('noneYet')}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
