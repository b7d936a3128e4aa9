import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';

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
  const { t } = useTranslation();
  return (
    <Modal opened={pending > 0} onClose={onStay} title={t('pendingChanges.waiting', { count: pending })}>
      <Stack>
        <Text>{t('signOutWarning.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-autofocus>
            {t('signOutWarning.stay')}
          </Button>
          <Button color="red" onClick={onSignOut}>
            {t('signOutWarning.signOutAnyway')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
