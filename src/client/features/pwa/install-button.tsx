import { Button } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { installPrompt, promptInstall } from './install-prompt.ts';
import { useObservableValue } from './observable-value.ts';

/** Shown only while the browser offers installation (Chromium's `beforeinstallprompt`). */
export function InstallButton() {
  return useObservableValue(installPrompt) ? <LabelledInstallButton /> : null;
}

/** Its words load only once installation is offered, never on a first visit's critical path. */
function LabelledInstallButton() {
  const { t, ready } = useTranslation('pwa', { useSuspense: false });
  if (!ready) return null;
  return (
    <Button size="md" radius="xl" onClick={() => void promptInstall()}>
      {t('install')}
    </Button>
  );
}
