import { Alert, Loader, Modal } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { Text } from '#contract/texts.ts';
import { EditTextForm } from './edit-text-form.tsx';
import { useTextContent } from './use-text-content.ts';

interface EditTextModalProps {
  text: Text | null;
  online: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function EditTextModal({ text, online, onClose, onSaved }: EditTextModalProps) {
  const { t } = useTranslation('texts');
  const content = useTextContent(text);
  return (
    <Modal opened={text !== null} onClose={onClose} title={t('form.editTitle')} size="lg">
      {content.status === 'loading' && <Loader aria-label={t('form.loadingText')} />}
      {content.status === 'failed' && <Alert color="red">{t('form.loadFailed')}</Alert>}
      {text && content.status === 'ready' && (
        <EditTextForm
          key={text.id}
          text={text}
          content={content.content}
          online={online}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}
