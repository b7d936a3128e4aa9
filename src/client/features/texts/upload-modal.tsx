import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { EpubUploadForm } from './epub-upload-form.tsx';
import { TextUploadForm } from './text-upload-form.tsx';

type UploadType = 'text' | 'epub';

interface UploadModalProps {
  opened: boolean;
  online: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

/** docs/product.md §2 'Add Content': a pasted text or an EPUB file. */
export function UploadModal({ opened, online, onClose, onUploaded }: UploadModalProps) {
  const [type, setType] = useState<UploadType>('text');
  return (
    <Modal opened={opened} onClose={onClose} title="Add Content" size="lg">
      <Stack>
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as UploadType)}
          data={[
            { label: 'Text', value: 'text' },
            { label: 'EPUB', value: 'epub' },
          ]}
          aria-label="Content type"
        />
        {type === 'text' ? (
          <TextUploadForm online={online} onUploaded={onUploaded} />
        ) : (
          <EpubUploadForm online={online} onUploaded={onUploaded} />
        )}
      </Stack>
    </Modal>
  );
}
