import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { OUTBOX_SYNC_TAG } from '#local-db/worker-names.ts';
import { callJson } from './harness/api-call.ts';
import { type Browser, launchBrowser, waitForServiceWorkerControl } from './harness/browser.ts';
import { admin, invitedPupil, ownerRows } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A pending assignment for a new pupil who has finished setup, through the real API. */
async function pendingAssignment() {
  const stamp = Date.now();
  const title = `The Night Ferry ${stamp}`;
  const pupil = { email: `sync-${stamp}@example.test`, password: 'ferry-crossing-9', name: 'Sam Sync' };
  const { token: adminToken } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  const text = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', adminToken, {
    title,
    author: 'Reading Rooms',
    content: 'The ferry leaves at night.\n\nThe stars come out over the water.',
  });
  await invitedPupil(baseUrl, mailDir, { adminToken, textId: text.data.id, pupil });
  return { title, textId: text.data.id, pupil, adminToken };
}

/**
 * Fires the service worker's Background Sync event as the browser does when the connection
 * returns (Chromium waits for the operating system's network, which a test cannot switch off).
 */
async function fireBackgroundSync(tag: string) {
  const page = await browser.context.newPage();
  const session = await browser.context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(baseUrl));
      if (ours) resolve(ours.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(baseUrl).origin,
    registrationId: await registrationId,
    tag,
    lastChance: false,
  });
  return page;
}

it('an approval made offline reaches the server from the service worker after the tab is closed', async () => {
  const { title, textId, pupil, adminToken } = await pendingAssignment();
  const { page, context } = browser;
  await signInThroughForm(baseUrl, page, pupil.email, pupil.password);
  await page.goto(`${baseUrl}/assignments`);
  const row = page.getByRole('table', { name: 'My assignments' }).getByRole('row').filter({ hasText: title });
  await row.getByText('Pending', { exact: true }).waitFor();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await row.getByRole('button', { name: 'Approve' }).click();
  await row.getByText('Waiting to sync').waitFor();
  // The page asked the browser to wake the service worker once the connection is back.
  const tags = await page.evaluate(async () =>
    (
      (await navigator.serviceWorker.ready) as unknown as { sync: { getTags(): Promise<string[]> } }
    ).sync.getTags(),
  );
  expect(tags).toContain(OUTBOX_SYNC_TAG);
  await page.close();
  // Read from Node while the browser is still offline: once it is back online Chromium may fire the
  // sync by itself at any moment, which is the behaviour under test too.
  expect((await ownerRows(baseUrl, textId, adminToken))[0]?.status).toBe('pending');
  await context.setOffline(false);

  const blank = await fireBackgroundSync(OUTBOX_SYNC_TAG);
  await expect
    .poll(async () => (await ownerRows(baseUrl, textId, adminToken))[0]?.status, { timeout: 15_000 })
    .toBe('in_progress');
  await blank.close();
});
