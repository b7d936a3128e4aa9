import { Switch, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { userAtom } from '#client/state/session-atoms.ts';
import { useApi } from '#client/state/use-api.ts';
import { pushPreference } from './push-preference.ts';
import {
  currentPushSubscription,
  enableNotifications,
  isPushSupported,
  unsubscribeFromPush,
} from './push-subscription.ts';

/** For the Settings screen: turns notifications on this device (desktop + Web Push) on or off. */
export function PushToggle() {
  const { t } = useTranslation('settings');
  const api = useApi();
  const userId = useAtomValue(userAtom)?.id;
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void currentPushSubscription().then((subscription) => active && setEnabled(subscription !== null));
    return () => {
      active = false;
    };
  }, []);

  if (!isPushSupported()) return <Text c="dimmed">{t('push.unsupported')}</Text>;

  const toggle = async (turnOn: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (turnOn) {
        const allowed = await enableNotifications(api);
        if (userId) pushPreference.setWanted(userId, allowed);
        if (!allowed) setProblem(t('push.blocked'));
        setEnabled((await currentPushSubscription()) !== null);
      } else {
        await unsubscribeFromPush(api);
        if (userId) pushPreference.setWanted(userId, false);
        setEnabled(false);
      }
    } catch (error) {
      console.warn('Changing notifications failed', error);
      setProblem(t('push.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      label={t('push.label')}
      description={t('push.description')}
      checked={enabled}
      disabled={busy}
      error={problem}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  );
}
