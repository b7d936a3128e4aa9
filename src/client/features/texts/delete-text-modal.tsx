import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteText } from '#api-client/texts.ts';
import { textsKey } from '#client/queries/texts.ts';
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
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: (id: number) => deleteText(api, id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: textsKey });
      onDeleted();
    },
    onError: (error) => {
      console.warn('Deleting the text failed', error);
      window.alert(DELETE_FAILED);
    },
  });
  const confirm = () => {
    if (text) removal.mutate(text.id);
  };

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
        <Button color="red" loading={removal.isPending} onClick={confirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
