import { observableValue } from './observable-value.ts';

/** Chromium's install event; not in the DOM typings because it is not standard. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The deferred install prompt, or null when the browser offers none (or the app is installed). */
export const installPrompt = observableValue<BeforeInstallPromptEvent | null>(null);

/**
 * Listens from module load, not from a component: the browser may fire `beforeinstallprompt` before
 * the navigation bar mounts, and fires it only once per page.
 */
export function captureInstallPrompt(target: Window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.set(event as BeforeInstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => installPrompt.set(null));
}

/** Shows the browser's install dialog; a prompt can be used once, so it is cleared either way. */
export async function promptInstall() {
  const event = installPrompt.get();
  if (!event) return;
  installPrompt.set(null);
  await event.prompt();
}
