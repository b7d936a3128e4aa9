import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { InstallButton } from './install-button.tsx';
import { captureInstallPrompt } from './install-prompt.ts';
import { registerServiceWorker } from './service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

captureInstallPrompt(window);

/**
 * The app's PWA affordances, rendered once in the root layout's notice band under the header (in the
 * page's flow, so they never cover content or a dialog): the "Update available — Reload" prompt and,
 * unless `offerInstall` is false (signed-in people find it in the user menu), the "Install app"
 * button where the browser offers installation. The service worker is registered only in production
 * builds (in dev, Vite serves modules a precache would pin).
 */
export function PwaControls({ offerInstall = true }: { offerInstall?: boolean }) {
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker();
  }, []);
  return (
    <Stack align="flex-end" gap="sm">
      <UpdatePrompt />
      {offerInstall && <InstallButton />}
    </Stack>
  );
}
