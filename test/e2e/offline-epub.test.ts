import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { callJson } from './harness/api-call.ts';
import { type Browser, launchBrowser, waitForServiceWorkerControl } from './harness/browser.ts';
import { admin, invitedPupil } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const epub = readFileSync(resolve(import.meta.dirname, '../../../shared/fixtures/epub/hefty-water.epub'));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function uploadEpubText(adminToken: string): Promise<number> {
  const form = new FormData();
  form.append('epub_file', new Blob([epub], { type: 'application/epub+zip' }), 'hefty-water.epub');
  const res = await fetch(`${baseUrl}/api/texts/upload-epub`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, Accept: 'application/json' },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** A new pupil with the text assigned (approved when asked), through the real API. */
async function pupilWith(adminToken: string, textId: number, name: string, approve: boolean) {
  const pupil = {
    email: `${name.toLowerCase()}-${Date.now()}@example.test`,
    password: 'offline-shelf-3',
    name,
  };
  await invitedPupil(baseUrl, mailDir, { adminToken, textId, pupil, approve });
  return pupil;
}

/** The EPUB as the page would fetch it with its own token: its status, or 'failed' without a network. */
const fetchEpub = (page: Page, textId: number) =>
  page.evaluate(async (path) => {
    const token = localStorage.getItem('auth_token');
    try {
      return (await fetch(path, { headers: { Authorization: `Bearer ${token}` } })).status;
    } catch {
      return 'failed';
    }
  }, `/api/texts/${textId}/epub`);

it('serves a cached EPUB offline only to the pupil it was cached for, not to the next one on the tablet', async () => {
  const { token: adminToken } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  const bookId = await uploadEpubText(adminToken);
  const other = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', adminToken, {
    title: `Another Story ${Date.now()}`,
    author: 'Reading Rooms',
    content: 'A short story.\n\nIt ends here.',
  });
  const first = await pupilWith(adminToken, bookId, 'Ana', true);
  const next = await pupilWith(adminToken, other.data.id, 'Ben', false);
  const { page, context } = browser;

  // The first pupil signs in; the service worker pulls the assigned book and caches its EPUB.
  await signInThroughForm(baseUrl, page, first.email, first.password);
  await waitForServiceWorkerControl(page);
  const epubUrl = `${baseUrl}/api/texts/${bookId}/epub`;
  await expect.poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), epubUrl)).toBe(true);
  await context.setOffline(true);
  try {
    expect(await fetchEpub(page, bookId)).toBe(200);
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${baseUrl}/`);

  // The next pupil on the same tablet, offline: the first pupil's copy is not theirs to read.
  await signInThroughForm(baseUrl, page, next.email, next.password);
  await context.setOffline(true);
  try {
    expect(await fetchEpub(page, bookId)).toBe('failed');
  } finally {
    await context.setOffline(false);
  }
  expect(await fetchEpub(page, bookId)).toBe(404);
});
