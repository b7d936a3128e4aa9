import { Menu } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { installPrompt, promptInstall } from './install-prompt.ts';
import { useObservableValue } from './observable-value.ts';

/**
 * "Install app" in the user menu, while the browser offers installation (Chromium's
 * `beforeinstallprompt`): a place of its own instead of a pill floating over the page.
 */
export function InstallMenuItem() {
  return useObservableValue(installPrompt) ? <LabelledInstallMenuItem /> : null;
}

function LabelledInstallMenuItem() {
  const { t, ready } = useTranslation('pwa', { useSuspense: false });
  if (!ready) return null;
  return <Menu.Item onClick={() => void promptInstall()}>{t('install')}</Menu.Item>;
}
