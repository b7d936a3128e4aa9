import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';

interface ConfirmModalProps {
  title: string;
  message: string;
  confirmLabel: string;
  color?: string;
  /** The thing to confirm; null keeps the modal closed. */
  subject: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A yes/no modal whose confirm button shows progress until the action has finished. */
export function ConfirmModal({
  title,
  message,
  confirmLabel,
  color,
  subject,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation('ui');
  // The action reports its own outcome (a toast); the modal only shows progress, then closes.
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void onConfirm().finally(() => {
      setBusy(false);
      onClose();
    });
  };
  return (
    <Modal opened={subject !== null} onClose={onClose} title={title}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button color={color} loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
