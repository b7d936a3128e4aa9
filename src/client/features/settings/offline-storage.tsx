import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { i18n } from '#client/i18n/i18n.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { clearOfflineCopies } from '#local-db/reading/clear-offline-copies.ts';
import type { UserDb } from '#local-db/user-db.ts';
import { epubCacheName, imageCacheName } from '#local-db/worker-names.ts';

async function estimateUsage(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.usage ?? null;
}

/** Removes the stories kept here, unless changes still wait to be sent; says which it was. */
async function clearStories(db: UserDb) {
  if (!(await clearOfflineCopies(db))) {
    notifications.show({
      color: 'yellow',
      title: i18n.t('offline.notCleared', { ns: 'settings' }),
      message: i18n.t('offline.stillWaiting', { ns: 'settings' }),
    });
    return;
  }
  await globalThis.caches?.delete(epubCacheName(db.userId));
  await globalThis.caches?.delete(imageCacheName(db.userId));
  notifications.show({
    color: 'green',
    message: i18n.t('offline.removed', { ns: 'settings' }),
  });
}

/** How much this device keeps for offline use, and a way to clear it (never with changes unsent). */
export function OfflineStorage({ db }: { db: UserDb | null }) {
  const { t } = useTranslation('settings');
  const [usage, setUsage] = useState<number | null>(null);
  const refresh = () => void estimateUsage().then(setUsage);
  useEffect(refresh, []);

  const clearing = useMutation({ mutationFn: clearStories, onSettled: refresh });
  const busy = clearing.isPending;
  const clear = () => {
    if (db) clearing.mutate(db);
  };
  return (
    <Stack gap="xs">
      <Text>
        {t('offline.kept')}
        {usage !== null &&
          ` ${t('offline.usage', { size: t('offline.megabytes', { value: usage / 1024 / 1024 }) })}`}
      </Text>
      <Group>
        <Button variant="light" color="red" onClick={clear} loading={busy} disabled={!db}>
          {t('offline.remove')}
        </Button>
      </Group>
    </Stack>
  );
}
