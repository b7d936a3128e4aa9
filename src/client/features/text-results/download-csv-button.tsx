import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { getResultsCsv } from '#api-client/results.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useApi } from '#client/state/use-api.ts';
import { saveFile } from '#client/ui/save-file.ts';

/** Saves the results as a CSV file: fetched with the token, then handed to the browser as a download. */
export function DownloadCsvButton({ textId, disabled }: { textId: number; disabled: boolean }) {
  const { t, i18n } = useTranslation('results');
  const api = useApi();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      // The file is for this teacher: their interface's language, their clock.
      const query = {
        locale: i18n.resolvedLanguage === 'tr' ? ('tr' as const) : ('en' as const),
        time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
      saveFile(await getResultsCsv(api, textId, query), `results-text-${textId}.csv`);
    } catch {
      notifications.show({
        color: 'red',
        title: t('download.failed'),
        message: t('download.failedBody'),
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="light" onClick={() => void download()} loading={busy} disabled={disabled}>
      {t('download.button')}
    </Button>
  );
}
