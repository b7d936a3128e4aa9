import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
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
  const { t } = useTranslation('texts');
  const [type, setType] = useState<UploadType>('text');
  return (
    <Modal opened={opened} onClose={onClose} title={t('add')} size="lg">
      <Stack>
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as UploadType)}
          data={[
            { label: t('form.typeText'), value: 'text' },
            { label: t('form.typeEpub'), value: 'epub' },
          ]}
          aria-label={t('form.contentType')}
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
