import { Alert } from '@mantine/core';
import { useOnline } from '#client/state/use-online.ts';

/**
 * A calm line on every screen while offline, phones included: reading and answers go on, and nothing
 * is lost (the outbox sends it later), so it informs rather than warns.
 */
export function OfflineNotice() {
  if (useOnline()) return null;
  return (
    <Alert color="gray" variant="light" radius="md" py="xs" role="status" title="You're offline">
      Your reading and answers are saved on this device and sent when you're online again.
    </Alert>
  );
}
