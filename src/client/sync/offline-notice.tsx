import { Alert } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useOnline } from '#client/state/use-online.ts';

/**
 * A calm line on every screen while offline, phones included: reading and answers go on, and nothing
 * is lost (the outbox sends it later), so it informs rather than warns.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <Alert color="gray" variant="light" radius="md" py="xs" role="status" title={t('offline.title')}>
      {t('offline.body')}
    </Alert>
  );
}
