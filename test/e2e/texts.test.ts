import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { browserForFile } from './harness/file-browser.ts';
import { findLink, waitForMail } from './harness/mailbox.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const epubPath = resolve(import.meta.dirname, '../../../shared/fixtures/epub/hefty-water.epub');
const browser = browserForFile();

const story = [
  'Mia found a small red fox under the old bridge.',
  'The fox was hungry and cold.',
  'Mia shared her bread with it.',
  'They became friends by the river.',
  'At night the fox carried a lantern of fireflies.',
  'Mia followed the light into the woods.',
  'The woods were quiet and full of stars.',
  'An owl asked them where they were going.',
  'The snowy mountain waited far beyond the hills.',
];

/** The mailed verification link. */
const verificationLink = async (email: string) =>
  findLink(await waitForMail(inject('mailDir'), email), '/api/email/verify/');

const signIn = (page: Page, email: string, password: string) =>
  signInThroughForm(baseUrl, page, email, password);

async function uploadPastedText(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Content' });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Author/).fill('E2E Author');
  await dialog.getByRole('textbox', { name: /^Content/ }).fill(story.join('\n\n'));
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function uploadEpub(page: Page) {
  await page.getByRole('button', { name: 'Add Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Content' });
  await dialog.getByText('EPUB', { exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles(epubPath);
  // Read in the browser by epubjs: the table of contents and the title from the book's metadata.
  await dialog.getByRole('list', { name: 'Table of contents' }).getByText('The Switch').waitFor();
  expect(await dialog.getByLabel('Title').inputValue()).toBe('Hefty Water');
  await dialog.getByLabel('Author').fill('IDPF');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('an admin uploads a pasted text and an EPUB, edits the text in the editor and sees it saved', async () => {
  const { page } = browser;
  const title = `The Fox and the Lantern ${Date.now()}`;
  await signIn(page, 'admin@example.test', 'admin-password-e2e');
  await page.getByRole('link', { name: 'My Texts' }).first().click();
  await page.waitForURL(`${baseUrl}/texts`);

  await uploadPastedText(page, title);
  const row = page.getByRole('listitem', { name: title });
  await row.getByText('9 paragraphs · 0 questions · Added Just now').waitFor();
  expect(await row.getByText('EPUB', { exact: true }).count()).toBe(0);
  await uploadEpub(page);
  await page
    .getByRole('listitem', { name: 'Hefty Water' })
    .getByText('EPUB', { exact: true })
    .first()
    .waitFor();

  await row.getByRole('link', { name: 'Sections & questions' }).click();
  await page.getByRole('heading', { name: 'Section 1 of 3' }).waitFor();
  await page.getByLabel('Search paragraphs').fill('LANTERN');
  await page.getByText('1 result', { exact: true }).waitFor();
  await page.getByRole('button', { name: /^Section 2: At night the fox/ }).click();
  await page.getByRole('heading', { name: 'Section 2 of 3' }).waitFor();
  expect(await page.locator('mark').first().textContent()).toBe('lantern');
  await page.getByLabel('Search paragraphs').fill('');

  await page.getByRole('button', { name: 'Section 1', exact: true }).click();
  const first = page.getByRole('article', { name: 'Paragraph 1' });
  await first.getByRole('button', { name: 'Edit paragraph' }).click();
  await first.getByRole('textbox').fill('Mia found a tiny red fox under the stone bridge.');
  await first.getByRole('button', { name: 'Save paragraph' }).click();
  await page.getByText('Paragraph updated successfully').waitFor();

  await page.getByRole('button', { name: 'Section 3', exact: true }).click();
  await page.getByRole('heading', { name: 'Section 3 of 3' }).waitFor();
  await page.getByRole('button', { name: 'Delete section' }).click();
  await page.getByText('Section deleted').waitFor();
  await page.getByRole('heading', { name: 'Section 2 of 2' }).waitFor();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Changes saved successfully').waitFor();

  await page.reload();
  await page.getByRole('heading', { name: 'Section 1 of 2' }).waitFor();
  await page.getByText('Mia found a tiny red fox under the stone bridge.').waitFor();
  await page.getByLabel('Search paragraphs').fill('snowy mountain');
  await page.getByText('0 results found').waitFor();
});

it('a pupil sees no My Texts link and gets no texts from the API', async () => {
  const { page } = browser;
  const email = `pupil-${Date.now()}@example.test`;
  const password = 'pupil-password-42';
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ name: 'Pia Pupil', email, password, password_confirmation: password }),
  });
  expect(registered.status).toBeLessThan(300);
  const verified = await fetch(await verificationLink(email));
  expect(verified.ok).toBe(true);
  await page.evaluate(() => localStorage.clear());

  await signIn(page, email, password);
  await page.getByRole('link', { name: 'My Assignments' }).first().waitFor();
  expect(await page.getByRole('link', { name: 'My Texts' }).count()).toBe(0);

  const statuses = await page.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
      Accept: 'application/json',
    };
    const list = await fetch('/api/texts', { headers });
    const one = await fetch('/api/texts/1', { headers });
    const paragraphs = await fetch('/api/texts/1/paragraphs', { headers });
    return [list.status, one.status, paragraphs.status];
  });
  expect(statuses).toEqual([403, 404, 404]);
});
