import { Alert, Button, Container, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
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
  if (state.status === 'loading')
    return (
      <Group>
        <Loader size="sm" />
        <Text>Loading your texts...</Text>
      </Group>
    );
  if (state.status === 'failed')
    return (
      <Alert color={state.offline ? 'yellow' : 'red'}>
        {state.offline
          ? 'My Texts needs a connection. Connect to the internet to see your texts.'
          : 'Your texts could not be loaded. Please try again later.'}
      </Alert>
    );
  if (state.texts.length === 0)
    return (
      <Stack align="center" gap={4} py="xl">
        <Title order={2} fz="lg">
          No texts
        </Title>
        <Text c="dimmed">Get started by uploading a new text.</Text>
      </Stack>
    );
  const shown = inGradeBand(state.texts, band);
  if (shown.length === 0)
    return (
      <Text c="dimmed" py="xl" ta="center">
        None of your texts reads at this grade.
      </Text>
    );
  return (
    <Stack component="ul" aria-label="Your texts" p={0} m={0} style={{ listStyle: 'none' }}>
      {shown.map((text) => (
        <TextRow key={text.id} text={text} online={online} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </Stack>
  );
}

/** docs/product.md §2 My Texts: the owner's library with upload, edit and delete. */
export function TextsPage() {
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
        <Title order={1}>My Texts</Title>
        <Group gap="sm">
          {state.status === 'ready' && state.texts.length > 0 && (
            <Select
              aria-label="Reading level"
              data={gradeBands.map(({ value, label }) => ({ value, label }))}
              value={band}
              onChange={(value) => setBand((value as GradeBand | null) ?? 'all')}
              allowDeselect={false}
              w={190}
            />
          )}
          <Button onClick={() => setUploading(true)} disabled={!online}>
            Add Content
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
