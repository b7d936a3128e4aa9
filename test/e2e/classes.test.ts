import type { Page } from 'playwright-core';
import { afterAll, expect, inject, it } from 'vitest';
import { callJson } from './harness/api-call.ts';
import { type Browser, launchBrowser, waitForServiceWorkerControl } from './harness/browser.ts';
import { browserForFile } from './harness/file-browser.ts';
import { saveScreenshot } from './harness/layout-checks.ts';
import { admin, storyParagraphs } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const teacher = browserForFile();
let tablet: Browser | undefined;
const tabletErrors: Error[] = [];
afterAll(async () => {
  await tablet?.close();
  expect(tabletErrors).toEqual([]);
});

/** A text with questions, made through the API (the texts screens have their own tests). */
async function textWithQuestions() {
  const { token } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  const title = `The Night Garden ${Date.now()}`;
  const text = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', token, {
    title,
    author: 'Reading Rooms',
    content: storyParagraphs(4).join('\n\n'),
  });
  await callJson(baseUrl, 'POST', `/api/texts/${text.data.id}/generate-questions`, token, { chunk_index: 0 });
  return { id: text.data.id, title, firstParagraph: storyParagraphs(1)[0]?.slice(0, 40) ?? '' };
}

/** Each pupil's number of answers the server holds for the text, by name. */
async function answersOnServer(textId: number) {
  const { token } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  const list = await callJson<{
    data: { assigned_user: { name: string } | null; answered_questions_count: number }[];
  }>(baseUrl, 'GET', `/api/texts/${textId}/assignments`, token);
  return Object.fromEntries(
    list.data.map((row) => [row.assigned_user?.name ?? '', row.answered_questions_count]),
  );
}

/** Taps a choice of the reader's nth question and waits until it shows as chosen. */
async function answer(page: Page, question: number, choice: number) {
  const radio = page.getByRole('radiogroup').nth(question).getByRole('radio').nth(choice);
  await radio.tap();
  await expect.poll(() => radio.getAttribute('aria-checked')).toBe('true');
}

/** The three pictures printed on a pupil's card. */
async function picturesOnCard(page: Page, name: string) {
  const card = page.getByRole('article', { name: `Sign-in card of ${name}` });
  await card.locator('img').first().waitFor();
  const labels = await card
    .locator('svg[role="img"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  expect(labels).toHaveLength(3);
  return labels;
}

async function tapPictures(page: Page, pictures: string[]) {
  for (const picture of pictures) await page.getByRole('button', { name: picture, exact: true }).tap();
}

it('a teacher makes a class and cards; a pupil signs in on a shared tablet with pictures and reads', async () => {
  const text = await textWithQuestions();
  const { page } = teacher;
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInThroughForm(baseUrl, page, admin.email, admin.password);

  // The teacher: a class, three pasted names in one action, the printable cards, the text to everyone.
  // At 1024 px the links sit in the menu; the link itself is the navigation test's business.
  await page.goto(`${baseUrl}/classes`);
  const className = `Class 2C ${Date.now()}`;
  await page.getByLabel('New class').fill(className);
  await page.getByRole('button', { name: 'Create class' }).click();
  await page.getByRole('heading', { name: className }).waitFor();
  await page.getByLabel('Names, one per line').fill('Ana Apple\nBen Boat\nCara Cloud');
  await page.getByRole('button', { name: 'Add 3 pupils' }).click();
  const pupils = page.getByRole('table', { name: 'Pupils of this class' });
  await expect.poll(() => pupils.getByRole('row').count()).toBe(4);
  const code = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  await page.getByRole('link', { name: 'Print sign-in cards' }).click();
  await expect.poll(() => page.getByRole('article').count()).toBe(3);
  await expect
    .poll(() =>
      page
        .locator('img[alt^="QR code"]')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toEqual([true, true, true]);
  const ana = await picturesOnCard(page, 'Ana Apple');
  const ben = await picturesOnCard(page, 'Ben Boat');

  await page.getByRole('link', { name: `Back to ${className}` }).click();
  await page.getByRole('combobox', { name: 'Text' }).click();
  await page.getByRole('option', { name: text.title }).click();
  await page.getByRole('button', { name: 'Assign to class' }).click();
  await page.getByText(`"${text.title}" assigned to 3 pupils of ${className}.`).waitFor();
  // The class page keeps what it was given, without a reload: the text, 0 of 3 finished, its results.
  const given = page.getByRole('table', { name: 'Assignments' });
  const givenRow = given.getByRole('row').filter({ hasText: text.title });
  await expect.poll(() => givenRow.textContent()).toContain('0 of 3');
  expect(await givenRow.getByRole('link', { name: text.title }).getAttribute('href')).toBe(
    `/texts/${text.id}/results`,
  );
  await saveScreenshot(page, 'class-assignments-tablet');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'class-assignments-phone');
  await page.setViewportSize({ width: 1024, height: 768 });

  // The tablet: a second browser profile, a 1024×768 touch screen.
  tablet = await launchBrowser({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  tablet.page.on('pageerror', (error) => tabletErrors.push(error));
  const child = tablet.page;
  await child.goto(`${baseUrl}/class`);
  await child.getByLabel('Class code').fill(code.toLowerCase());
  await child.getByRole('button', { name: 'Next' }).tap();
  await child.getByRole('heading', { name: className }).waitFor();
  await child.getByRole('button', { name: 'Ana A.' }).tap();
  await child.getByText('Hello, Ana A.!').waitFor();
  await tapPictures(child, ana);
  await child.waitForURL(`${baseUrl}/assignments`);
  // At 1024 px My Assignments shows cards (the table is for wider screens): the visible one.
  await child.getByText(text.title).filter({ visible: true }).first().waitFor();
  await child.locator('button:visible', { hasText: 'Approve' }).tap();
  await child.locator('a:visible', { hasText: 'View Assignment' }).tap();
  await child.getByRole('heading', { name: text.title }).waitFor();
  await child.getByText(text.firstParagraph).waitFor();
  await answer(child, 0, 0);

  // Switch pupil: back to the class's names (the tablet remembers its class), nothing of Ana left to read.
  await child.getByRole('button', { name: 'Open user menu' }).tap();
  await child.getByRole('menuitem', { name: 'Switch pupil' }).tap();
  await child.getByRole('button', { name: 'Ben B.' }).waitFor();
  expect(child.url()).toBe(`${baseUrl}/class/${code}`);
  expect(await child.getByText(text.firstParagraph).count()).toBe(0);
  expect(await child.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // Ben: wrong pictures first (a friendly sentence), then his own.
  await child.getByRole('button', { name: 'Ben B.' }).tap();
  const wrong = ['cat', 'dog', 'fish', 'bird', 'sun', 'moon'].filter((p) => !ben.includes(p)).slice(0, 3);
  await tapPictures(child, wrong);
  await child.getByText('Those are not your pictures. Have another go!').waitFor();
  await tapPictures(child, ben);
  await child.waitForURL(`${baseUrl}/assignments`);
  // Ben's own list: the class's text, still to approve (Ana approved hers), and nothing of Ana's.
  await child.locator('button:visible', { hasText: 'Approve' }).waitFor();
  expect(await child.getByText('Ana A').count()).toBe(0);
  await child.locator('button:visible', { hasText: 'Approve' }).tap();
  await child.locator('a:visible', { hasText: 'View Assignment' }).tap();
  await child.getByText(text.firstParagraph).waitFor();
  await answer(child, 0, 1);
  await expect
    .poll(() => answersOnServer(text.id))
    .toEqual({ 'Ana Apple': 1, 'Ben Boat': 1, 'Cara Cloud': 0 });

  // The Wi-Fi goes down. Ana comes back: the names are still listed, her pictures are checked on the
  // tablet, and her reader shows her answer, not Ben's. She answers once more, offline.
  await waitForServiceWorkerControl(child);
  await tablet.context.setOffline(true);
  try {
    await child.getByRole('button', { name: 'Open user menu' }).tap();
    await child.getByRole('menuitem', { name: 'Switch pupil' }).tap();
    await child.getByRole('button', { name: 'Ana A.' }).tap();
    const wrongForAna = ['cat', 'dog', 'fish', 'bird', 'sun', 'moon'].filter((p) => !ana.includes(p));
    await tapPictures(child, wrongForAna.slice(0, 3));
    await child.getByText('Those are not your pictures. Have another go!').waitFor();
    await tapPictures(child, ana);
    await child.waitForURL(`${baseUrl}/assignments`);
    await child.locator('a:visible', { hasText: 'View Assignment' }).tap();
    await child.getByText(text.firstParagraph).waitFor();
    const first = child.getByRole('radiogroup').first().getByRole('radio');
    await expect.poll(() => first.nth(0).getAttribute('aria-checked')).toBe('true');
    expect(await first.nth(1).getAttribute('aria-checked')).toBe('false');
    await answer(child, 1, 0);
  } finally {
    await tablet.context.setOffline(false);
  }
  // Back online, Ana's offline answer arrives, once.
  await expect
    .poll(() => answersOnServer(text.id), { timeout: 20_000 })
    .toEqual({ 'Ana Apple': 2, 'Ben Boat': 1, 'Cara Cloud': 0 });
}, 150_000);
