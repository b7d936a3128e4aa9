import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { PICTURE_BOOK_TITLE, pictureBookEpub, pictureBookParagraphs } from '#test/harness/picture-book.ts';
import { callJson } from './harness/api-call.ts';
import { waitForServiceWorkerControl } from './harness/browser.ts';
import { browserForFile } from './harness/file-browser.ts';
import { admin, invitedPupil } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

/** Whether an img has been fetched and decoded (a blank or broken one has no natural width). */
const isShown = (image: Locator) =>
  image.evaluate(
    (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
  );

/** Waits until the picture is on screen, decoded; answers how long that took from `since`. */
async function shownAfter(image: Locator, since: number) {
  await expect.poll(() => isShown(image), { timeout: 15_000 }).toBe(true);
  return performance.now() - since;
}

/** How many pictures the service worker keeps for the signed-in pupil. */
/**
 * The pictures kept in the signed-in user's own image cache. Only theirs: the teacher who used this
 * browser first has a cache of their own (the editor's pictures, kept as they were shown).
 */
const cachedPictures = (page: Page) =>
  page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('auth_user') ?? 'null') as { id: number } | null;
    if (!user) return 0;
    const name = `assigned-images-user-${user.id}`;
    return (await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0;
  });

it('a teacher uploads a picture book and sees its cover and pictures; a pupil reads it with pictures, online and offline', async () => {
  const { page, context } = browser;
  const folder = mkdtempSync(join(tmpdir(), 'picture-book-'));
  const bookPath = join(folder, 'the-fox-and-the-moon.epub');
  writeFileSync(bookPath, await pictureBookEpub());

  // The teacher uploads the book through the form.
  await signInThroughForm(baseUrl, page, admin.email, admin.password);
  await page.getByRole('link', { name: 'My Texts' }).first().click();
  await page.waitForURL(`${baseUrl}/texts`);
  await page.getByRole('button', { name: 'Add Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Content' });
  await dialog.getByText('EPUB', { exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles(bookPath);
  await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe(PICTURE_BOOK_TITLE);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The teacher is told which pictures were left out, and closes the notice.
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: '3 pictures were left out' });
  await notice
    .getByText('scripted.svg was left out: it is an SVG with a script or outside references.')
    .waitFor();
  await notice.locator('button').click();
  await notice.waitFor({ state: 'detached' });

  // My Texts shows its cover; the editor shows its pictures in place, with their alt text.
  const row = page.getByRole('listitem', { name: PICTURE_BOOK_TITLE }).first();
  await shownAfter(row.getByTestId('cover'), performance.now());
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: join(folder, 'texts-1024.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(folder, 'texts-390.png') });
  await row.getByRole('link', { name: 'Sections & questions' }).click();
  await page.getByRole('heading', { name: 'Section 1 of 1' }).waitFor();
  await shownAfter(page.getByRole('img', { name: 'Fox in the grass' }), performance.now());
  await shownAfter(page.getByRole('img', { name: 'The whole night sky' }), performance.now());
  const textId = Number(/\/texts\/(\d+)\//.exec(page.url())?.[1]);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: join(folder, 'editor-1024.png') });

  // A pupil gets it assigned.
  const { token: adminToken } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  const pupil = { email: `pia-${Date.now()}@example.test`, password: 'picture-book-7', name: 'Pia' };
  const { uuid } = await invitedPupil(baseUrl, inject('mailDir'), {
    adminToken,
    textId,
    pupil,
    approve: true,
  });
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${baseUrl}/`);

  // Online: the pupil signs in; the service worker pulls the story and keeps its four pictures.
  await signInThroughForm(baseUrl, page, pupil.email, pupil.password);
  await waitForServiceWorkerControl(page);
  await expect.poll(() => cachedPictures(page), { timeout: 20_000 }).toBe(4);
  const online = performance.now();
  await page.goto(`${baseUrl}/assignments/${uuid}`);
  const fox = page.getByRole('img', { name: 'Fox in the grass' });
  const onlineMs = await shownAfter(fox, online);
  await page.getByText(pictureBookParagraphs[0] ?? '').waitFor();
  expect(await isShown(page.getByTestId('cover'))).toBe(true);
  await page.screenshot({ path: join(folder, 'reader-1024.png') });

  // Offline: the story opens again with its cover and pictures.
  await context.setOffline(true);
  try {
    const offline = performance.now();
    await page.reload();
    const offlineMs = await shownAfter(fox, offline);
    await shownAfter(page.getByTestId('cover'), offline);
    await shownAfter(page.getByRole('img', { name: 'The whole night sky' }), offline);
    await page.getByText(pictureBookParagraphs[1] ?? '').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(folder, 'reader-offline-390.png'), fullPage: true });
    console.info(
      `first paragraph's picture shown: online ${onlineMs.toFixed(0)} ms, offline ${offlineMs.toFixed(0)} ms (screenshots in ${folder})`,
    );
  } finally {
    await context.setOffline(false);
  }
});
