import { Affix, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { InstallButton } from './install-button.tsx';
import { captureInstallPrompt } from './install-prompt.ts';
import { registerServiceWorker } from './service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

captureInstallPrompt(window);

/**
 * The app's PWA affordances, rendered once in the root layout and placed in the bottom corner by
 * themselves: the "Update available — Reload" prompt and the "Install app" button where the browser
 * offers installation. The service worker is registered only in production builds (in dev, Vite
 * serves modules a precache would pin).
 */
export function PwaControls() {
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker();
  }, []);
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Stack align="flex-end" gap="sm">
        <UpdatePrompt />
        <InstallButton />
      </Stack>
    </Affix>
  );
}
