import { Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteText } from '#api-client/texts.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { textsKey } from '#client/queries/texts.ts';
import { useApi } from '#client/state/use-api.ts';
import type { Text as TextItem } from '#contract/texts.ts';

interface DeleteTextModalProps {
  text: TextItem | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** docs/product.md §2 delete confirmation; a failure is a browser alert (docs/product.md §8). */
export function DeleteTextModal({ text, onClose, onDeleted }: DeleteTextModalProps) {
  const { t } = useTranslation('texts');
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
      window.alert(t('deleteFailed'));
    },
  });
  const confirm = () => {
    if (text) removal.mutate(text.id);
  };

  return (
    <Modal opened={text !== null} onClose={onClose} title={t('deleteTitle')}>
      <Text>{t('deleteBody', { title: text?.title })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button color="red" loading={removal.isPending} onClick={confirm}>
          {t('delete')}
        </Button>
      </Group>
    </Modal>
  );
}
