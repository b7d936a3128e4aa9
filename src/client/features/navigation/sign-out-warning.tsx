import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { pendingChangesText } from '#local-db/pending-count.ts';

interface SignOutWarningProps {
  /** Changes still waiting to sync; the warning is closed at 0. */
  pending: number;
  onStay: () => void;
  onSignOut: () => void;
}

/**
 * Said BEFORE signing out (docs/product.md §10): changes not yet sent stay on this device for this
 * person's next sign-in here, so a child on a shared tablet can choose to wait for the Wi-Fi instead.
 */
export function SignOutWarning({ pending, onStay, onSignOut }: SignOutWarningProps) {
  return (
    <Modal opened={pending > 0} onClose={onStay} title={pendingChangesText(pending)}>
      <Stack>
        <Text>
          Some of your work has not reached your teacher yet. If you sign out now, it stays on this device and
          is sent the next time you sign in here.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-autofocus>
            Stay signed in
          </Button>
          <Button color="red" onClick={onSignOut}>
            Sign out anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
