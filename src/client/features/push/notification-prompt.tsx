import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
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

  return <PromptCard onTurnOn={() => void turnOn()} onDismiss={dismiss} />;
}

/**
 * The offer itself, in the page's flow under the header, never floating: it must not cover a story
 * or a dialog. Its words load only when it is shown (most sign-ins never see it), and until they
 * have, it waits rather than holding up the page.
 */
function PromptCard({ onTurnOn, onDismiss }: { onTurnOn: () => void; onDismiss: () => void }) {
  const { t, ready } = useTranslation('push', { useSuspense: false });
  if (!ready) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('turnOn')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('offer')}</Text>
        <Group gap="xs">
          <Button size="sm" onClick={onTurnOn}>
            {t('turnOn')}
          </Button>
          <Button size="sm" variant="subtle" onClick={onDismiss}>
            {t('notNow')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
