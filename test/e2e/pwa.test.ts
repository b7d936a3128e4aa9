import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { waitForServiceWorkerControl } from './harness/browser.ts';
import { browserForFile } from './harness/file-browser.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

/** The shell rendered: the app's document, and React mounted the navigation bar into it. */
async function expectShell() {
  const { page } = browser;
  expect(await page.title()).toBe('Reading Rooms');
  await page.getByRole('link', { name: 'Reading Rooms home' }).waitFor();
}

describe('installable offline shell', () => {
  it('activates the service worker, which then controls the page', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await waitForServiceWorkerControl(page);
    // clientsClaim() takes control while the worker is still activating; it then settles.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  });

  it('reports no installability errors in Chromium', async () => {
    const cdp = await browser.context.newCDPSession(browser.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    await cdp.detach();
    expect(installabilityErrors).toEqual([]);
  });

  it('shows "Install app" once Chromium offers installation (beforeinstallprompt)', async () => {
    await browser.page.getByRole('button', { name: 'Install app' }).waitFor();
  });

  it('still shows the shell after an offline reload, on / and on a deep link', async () => {
    const { context, page } = browser;
    await context.setOffline(true);
    try {
      await page.reload();
      await expectShell();
      // A deep link whose screen is a lazily loaded chunk: it must come from the precache too.
      await page.goto(`${baseUrl}/signin`);
      await expectShell();
      await page.getByText('Sign in to your account').waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('offers "Update available — Reload" when a new version waits, and reloads into it', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/`);
    await waitForServiceWorkerControl(page);
    publishNewServiceWorker();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByText('Update available').waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await waitForServiceWorkerControl(page);
    const registrationState = () =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(r?.waiting), active: r?.active?.state };
      });
    await expect.poll(registrationState).toEqual({ waiting: false, active: 'activated' });
    expect(await page.getByText('Update available').count()).toBe(0);
  });
});

/** A byte-different sw.js is a new version to the browser; drop the precompressed copies of the old one. */
function publishNewServiceWorker() {
  const sw = join(inject('clientDir'), 'sw.js');
  appendFileSync(sw, `\n// e2e update ${Date.now()}\n`);
  rmSync(`${sw}.br`, { force: true });
  rmSync(`${sw}.gz`, { force: true });
}

describe('built assets', () => {
  it('serves hashed assets precompressed, cached immutably; the shell and sw.js revalidated', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const path of assets) {
      // The build skips files under 512 bytes (.config/precompress.ts): a copy would save less than
      // its headers cost. Those are served as they are, still cached immutably.
      const size = (
        await (await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()
      ).byteLength;
      for (const encoding of ['br', 'gzip']) {
        const res = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': encoding } });
        expect(res.headers.get('content-encoding'), `${path} ${encoding}`).toBe(size < 512 ? null : encoding);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
    }
    for (const path of ['/', '/sw.js']) {
      const res = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });
});
