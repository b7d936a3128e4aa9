import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clearOfflineCopies } from '#local-db/reading/clear-offline-copies.ts';
import type { UserDb } from '#local-db/user-db.ts';
import { epubCacheName, imageCacheName } from '#local-db/worker-names.ts';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function estimateUsage(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.usage ?? null;
}

/** Removes the stories kept here, unless changes still wait to be sent; says which it was. */
async function clearStories(db: UserDb) {
  if (!(await clearOfflineCopies(db))) {
    notifications.show({
      color: 'yellow',
      title: 'Not cleared',
      message: 'Some changes are still waiting to sync. Connect to the internet first, then try again.',
    });
    return;
  }
  await globalThis.caches?.delete(epubCacheName(db.userId));
  await globalThis.caches?.delete(imageCacheName(db.userId));
  notifications.show({
    color: 'green',
    message: 'Stories removed from this device. They come back when you are online.',
  });
}

/** How much this device keeps for offline use, and a way to clear it (never with changes unsent). */
export function OfflineStorage({ db }: { db: UserDb | null }) {
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
        Your stories are kept on this device so you can read without the internet.
        {usage !== null && ` They use ${megabytes(usage)}.`}
      </Text>
      <Group>
        <Button variant="light" color="red" onClick={clear} loading={busy} disabled={!db}>
          Remove stories from this device
        </Button>
      </Group>
    </Stack>
  );
}
