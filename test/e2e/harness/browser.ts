import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's Chromium with the flags STACK.md found to work headless here; `extraArgs` add to them. */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}

/**
 * Debian's Chromium in a fresh temporary profile (a persistent context, so service workers and
 * storage behave as in an installed browser), with the flags STACK.md found to work headless here.
 */
export async function launchBrowser(
  /** `locale` is the browser's language (navigator.languages, Accept-Language), e.g. 'tr-TR'. */
  options: { viewport?: { width: number; height: number }; hasTouch?: boolean; locale?: string } = {},
): Promise<Browser> {
  const profileDir = mkdtempSync(join(tmpdir(), 'rr-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    // The app follows the system's theme: E2E_COLOR_SCHEME=dark looks at every screen in the dark one.
    colorScheme: process.env.E2E_COLOR_SCHEME === 'dark' ? 'dark' : 'light',
    ...options,
    ...chromiumLaunchOptions(),
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once a service worker is active and controls `page` (clientsClaim makes that happen on a first visit). */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}
