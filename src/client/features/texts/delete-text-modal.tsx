import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { deleteText } from '#api-client/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import type { Text as TextItem } from '#contract/texts.ts';
import { DELETE_FAILED } from './failure-messages.ts';

interface DeleteTextModalProps {
  text: TextItem | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** docs/product.md §2 delete confirmation; a failure is a browser alert (docs/product.md §8). */
export function DeleteTextModal({ text, onClose, onDeleted }: DeleteTextModalProps) {
  const api = useApi();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!text) return;
    setBusy(true);
    try {
      await deleteText(api, text.id);
      onDeleted();
    } catch (error) {
      console.warn('Deleting the text failed', error);
      window.alert(DELETE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={text !== null} onClose={onClose} title="Delete text">
      <Text>
        Are you sure you want to delete “{text?.title}”? Its paragraphs and questions are deleted too. This
        cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={confirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
