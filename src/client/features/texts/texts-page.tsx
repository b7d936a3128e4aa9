import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '#client/state/use-online.ts';
import type { Text as TextItem } from '#contract/texts.ts';
import { DeleteTextModal } from './delete-text-modal.tsx';
import { EditTextModal } from './edit-text-modal.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { TextRow } from './text-row.tsx';
import { UploadModal } from './upload-modal.tsx';
import { type TextsState, useTexts } from './use-texts.ts';

interface TextListProps {
  state: TextsState;
  online: boolean;
  onEdit: (text: TextItem) => void;
  onDelete: (text: TextItem) => void;
}

function TextList({ state, online, onEdit, onDelete }: TextListProps) {
  const { t } = useTranslation('texts');
  if (state.status === 'loading')
    return (
      <Group>
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  if (state.status === 'failed')
    return (
      <Alert color={state.offline ? 'yellow' : 'red'}>
        {state.offline ? t('needsConnection') : t('failed')}
      </Alert>
    );
  if (state.texts.length === 0)
    return (
      <Stack align="center" gap={4} py="xl">
        <Title order={2} fz="lg">
          {t('emptyTitle')}
        </Title>
        <Text c="dimmed">{t('emptyBody')}</Text>
      </Stack>
    );
  return (
    <Stack component="ul" aria-label={t('listLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
      {state.texts.map((text) => (
        <TextRow key={text.id} text={text} online={online} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </Stack>
  );
}

/** docs/product.md §2 My Texts: the owner's library with upload, edit and delete. */
export function TextsPage() {
  const { t } = useTranslation('texts');
  const { state, reload } = useTexts();
  const online = useOnline();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<TextItem | null>(null);
  const [deleting, setDeleting] = useState<TextItem | null>(null);
  const afterChange = (close: () => void) => () => {
    close();
    reload();
  };

  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t('title')}</Title>
        <Button onClick={() => setUploading(true)} disabled={!online}>
          {t('add')}
        </Button>
      </Group>
      {!online && <OfflineNotice />}
      <TextList state={state} online={online} onEdit={setEditing} onDelete={setDeleting} />
      <UploadModal
        opened={uploading}
        online={online}
        onClose={() => setUploading(false)}
        onUploaded={afterChange(() => setUploading(false))}
      />
      <EditTextModal
        text={editing}
        online={online}
        onClose={() => setEditing(null)}
        onSaved={afterChange(() => setEditing(null))}
      />
      <DeleteTextModal
        text={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={afterChange(() => setDeleting(null))}
      />
    </Container>
  );
}
