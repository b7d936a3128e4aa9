import { Button } from '@mantine/core';
import { installPrompt, promptInstall } from './install-prompt.ts';
import { useObservableValue } from './observable-value.ts';

/** Shown only while the browser offers installation (Chromium's `beforeinstallprompt`). */
export function InstallButton() {
  const prompt = useObservableValue(installPrompt);
  if (!prompt) return null;
  return (
    <Button size="md" radius="xl" onClick={() => void promptInstall()}>
      Install app
    </Button>
  );
}
