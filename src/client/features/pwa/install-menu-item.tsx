import { Menu } from '@mantine/core';
import { installPrompt, promptInstall } from './install-prompt.ts';
import { useObservableValue } from './observable-value.ts';

/**
 * "Install app" in the user menu, while the browser offers installation (Chromium's
 * `beforeinstallprompt`): a place of its own instead of a pill floating over the page.
 */
export function InstallMenuItem() {
  const prompt = useObservableValue(installPrompt);
  if (!prompt) return null;
  return <Menu.Item onClick={() => void promptInstall()}>Install app</Menu.Item>;
}
