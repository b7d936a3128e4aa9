import { Alert } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** docs/product.md §10: editing is owner work and online only; say so instead of failing. */
export function OfflineEditorNotice() {
  const { t } = useTranslation('editor');
  return (
    <Alert color="yellow" title={t('offlineTitle')} mb="md">
      {t('offlineBody')}
    </Alert>
  );
}
