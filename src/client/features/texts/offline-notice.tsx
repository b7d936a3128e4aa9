import { Alert } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** docs/product.md §10: owner work is online only; say so instead of failing. */
export function OfflineNotice() {
  const { t } = useTranslation('texts');
  return (
    <Alert color="yellow" title={t('offlineTitle')} mb="md">
      {t('offlineBody')}
    </Alert>
  );
}
