import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useObservableValue } from './observable-value.ts';
import { applyUpdate, updateWaiting } from './service-worker.ts';

/** A card offering the new version; nothing reloads until the person asks. */
export function UpdatePrompt() {
  return useObservableValue(updateWaiting) ? <UpdateCard /> : null;
}

/** Its words load only when an update waits, never on a first visit's critical path. */
function UpdateCard() {
  const { t, ready } = useTranslation('pwa', { useSuspense: false });
  if (!ready) return null;
  return (
    <Paper shadow="md" p="md" radius="md" withBorder role="status">
      <Group gap="md" wrap="nowrap">
        <Text fw={500}>{t('updateAvailable')}</Text>
        <Button size="md" onClick={() => void applyUpdate()}>
          {t('reload')}
        </Button>
      </Group>
    </Paper>
  );
}
