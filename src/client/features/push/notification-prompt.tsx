import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApi } from '#client/state/use-api.ts';
import { pushPreference } from './push-preference.ts';
import {
  currentPushSubscription,
  enableNotifications,
  isPushSupported,
  subscribeToPush,
} from './push-subscription.ts';

/**
 * First run after sign-in: offers notifications with a button, since browsers (and people) only
 * accept a permission request that follows a click. Someone who turned them on before is
 * re-subscribed silently (sign-out unsubscribes: tablets are shared).
 */
export function NotificationPrompt({ userId }: { userId: number }) {
  const api = useApi();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let active = true;
    if (!isPushSupported() || Notification.permission === 'denied') return;
    void currentPushSubscription().then(async (subscription) => {
      if (subscription || !active) return;
      if (Notification.permission === 'granted' && pushPreference.wanted(userId)) {
        await subscribeToPush(api).catch((error: unknown) =>
          console.warn('Web Push subscription failed', error),
        );
      } else if (!pushPreference.promptDismissed(userId)) setVisible(true);
    });
    return () => {
      active = false;
    };
  }, [api, userId]);

  if (!visible) return null;
  const turnOn = async () => {
    setVisible(false);
    pushPreference.setWanted(userId, await enableNotifications(api));
  };
  const dismiss = () => {
    pushPreference.dismissPrompt(userId);
    setVisible(false);
  };

  // In the page's flow under the header, never floating: it must not cover a story or a dialog.
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Turn on notifications">
      <Group justify="space-between" gap="xs">
        <Text size="sm">Turn on notifications to hear about new reading assignments right away.</Text>
        <Group gap="xs">
          <Button size="sm" onClick={() => void turnOn()}>
            Turn on notifications
          </Button>
          <Button size="sm" variant="subtle" onClick={dismiss}>
            Not now
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
