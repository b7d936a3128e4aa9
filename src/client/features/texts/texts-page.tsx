import { Alert, Button, Container, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useOnline } from '#client/state/use-online.ts';
import type { Text as TextItem } from '#contract/texts.ts';
import { DeleteTextModal } from './delete-text-modal.tsx';
import { EditTextModal } from './edit-text-modal.tsx';
import { type GradeBand, gradeBands, inGradeBand } from './grade-bands.ts';
import { OfflineNotice } from './offline-notice.tsx';
import { TextRow } from './text-row.tsx';
import { UploadModal } from './upload-modal.tsx';
import { type TextsState, useTexts } from './use-texts.ts';

interface TextListProps {
  state: TextsState;
  band: GradeBand;
  online: boolean;
  onEdit: (text: TextItem) => void;
  onDelete: (text: TextItem) => void;
}

function TextList({ state, band, online, onEdit, onDelete }: TextListProps) {
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
  const shown = inGradeBand(state.texts, band);
  if (shown.length === 0)
    return (
      <Text c="dimmed" py="xl" ta="center">
        {t('gradeFilter.none')}
      </Text>
    );
  return (
    <Stack component="ul" aria-label={t('listLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
      {shown.map((text) => (
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
  const [band, setBand] = useState<GradeBand>('all');
  const afterChange = (close: () => void) => () => {
    close();
    reload();
  };

  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t('title')}</Title>
        <Group gap="sm">
          {state.status === 'ready' && state.texts.length > 0 && (
            <Select
              aria-label={t('gradeFilter.label')}
              data={gradeBands.map(({ value }) => ({ value, label: t(`gradeFilter.${value}`) }))}
              value={band}
              onChange={(value) => setBand((value as GradeBand | null) ?? 'all')}
              allowDeselect={false}
              w={190}
            />
          )}
          <Button onClick={() => setUploading(true)} disabled={!online}>
            {t('add')}
          </Button>
        </Group>
      </Group>
      {!online && <OfflineNotice />}
      <TextList state={state} band={band} online={online} onEdit={setEditing} onDelete={setDeleting} />
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
