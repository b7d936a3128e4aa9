import { useEffect } from 'react';
import { InstallButton } from './install-button.tsx';
import { captureInstallPrompt } from './install-prompt.ts';
import { registerServiceWorker } from './service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

captureInstallPrompt(window);

/**
 * The app's PWA affordances, rendered once in the navigation bar: the "Install app" button where the
 * browser offers installation, and the "Update available — Reload" prompt. The service worker is
 * registered only in production builds (in dev, Vite serves modules the precache would pin).
 */
export function PwaControls() {
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker();
  }, []);
  return (
    <>
      <InstallButton />
      <UpdatePrompt />
    </>
  );
}
