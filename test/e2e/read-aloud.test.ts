import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { waitForServiceWorkerControl } from './harness/browser.ts';
import { browserForFile } from './harness/file-browser.ts';
import { layoutProblems } from './harness/layout-checks.ts';
import { assignedApprovedText, storyParagraphs } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';
import { timedVoiceScript } from './harness/timed-voice.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();
/** Screenshots to look at (not compared): the folder is printed at the end. */
const shots = mkdtempSync(join(tmpdir(), 'read-aloud-'));

let setup: Awaited<ReturnType<typeof assignedApprovedText>> | undefined;
const story = () => {
  if (!setup) throw new Error('the first test assigns the story');
  return setup;
};
const openReader = async (page: Page) => {
  await page.goto(`${baseUrl}/assignments/${story().uuid}`);
  await page.getByRole('heading', { name: story().title }).waitFor();
};
const spokenWord = (page: Page) => page.getByTestId('spoken-word');
/** The text of the paragraph holding the spoken word, read in one go (each word is a new element). */
const spokenParagraph = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="spoken-word"]')?.closest('p')?.textContent);

it('headless Chromium has no voice: the reader says so plainly instead of offering Listen', async () => {
  setup = await assignedApprovedText(baseUrl, inject('mailDir'), { paragraphs: storyParagraphs(4) });
  const { page } = browser;
  await signInThroughForm(baseUrl, page, setup.pupil.email, setup.pupil.password);
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(() => window.speechSynthesis.getVoices().length)).toBe(0);
  await openReader(page);
  await page.getByText('This device has no voice to read aloud.').waitFor();
  expect(await page.getByRole('button', { name: /^Listen/ }).count()).toBe(0);
  // The rest of the reader is unaffected: the questions can still be answered.
  await page.getByRole('radiogroup').first().waitFor();
});

it('Listen with a device voice: the section word by word, pause, resume, stop, a question and its choices', async () => {
  const { page } = browser;
  await page.addInitScript({ content: timedVoiceScript(150) });
  await openReader(page);
  const firstParagraph = page.getByTestId('section-text').locator('p').first();
  const firstText = await firstParagraph.textContent();

  // Keyboard: the Listen button is reached and pressed like any other.
  const listen = page.getByRole('button', { name: 'Listen to this section' });
  await listen.focus();
  await page.keyboard.press('Enter');
  await spokenWord(page).waitFor();
  const heard = await spokenWord(page).textContent();
  await expect.poll(() => spokenWord(page).textContent()).not.toBe(heard);
  // The highlight is inside the first paragraph, whose text is shown unchanged around it.
  expect(await spokenParagraph(page)).toBe(firstText);

  await page.getByRole('button', { name: 'Pause' }).click();
  const pausedAt = await spokenWord(page).textContent();
  await page.waitForTimeout(600);
  expect(await spokenWord(page).textContent()).toBe(pausedAt);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => spokenWord(page).textContent()).not.toBe(pausedAt);
  await page.getByRole('button', { name: 'Stop' }).click();
  await spokenWord(page).waitFor({ state: 'detached' });
  await listen.waitFor();

  // A question: its stem first, then each choice, each highlighted in place.
  await page.getByRole('button', { name: 'Listen to question 1' }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelector('[data-testid="spoken-word"]')?.closest('[role="radio"]') != null,
      ),
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Stop' }).click();

  // One paragraph only: the second.
  await page.getByRole('button', { name: 'Listen to paragraph 2' }).click();
  await spokenWord(page).waitFor();
  const second = await page.getByTestId('section-text').locator('p').nth(1).textContent();
  expect(await spokenParagraph(page)).toBe(second);
  await page.getByRole('button', { name: 'Stop' }).click();
});

/** The woff2 files of a font in the service worker's precache. */
const precachedFontFiles = (page: Page, name: string) =>
  page.evaluate(async (font) => {
    const urls: string[] = [];
    for (const cacheName of await caches.keys()) {
      for (const request of await (await caches.open(cacheName)).keys()) {
        if (request.url.includes(font) && request.url.includes('.woff2')) urls.push(request.url);
      }
    }
    return urls;
  }, name);

it('reading preferences: the bundled OpenDyslexic font works offline, line focus dims all but one line', async () => {
  const { page, context } = browser;
  await page.goto(`${baseUrl}/settings`);
  await page.getByText('OpenDyslexic', { exact: true }).click();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('preferences-sample').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `settings-${scheme}-390.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect((await precachedFontFiles(page, 'opendyslexic-latin-400-normal')).length).toBe(1);
  expect((await precachedFontFiles(page, 'lexend-latin-400-normal')).length).toBe(1);

  await context.setOffline(true);
  try {
    await openReader(page);
    const paragraph = page.getByTestId('section-text').locator('p').first();
    expect(await paragraph.evaluate((p) => getComputedStyle(p).fontFamily)).toMatch(/^"?OpenDyslexic/);
    // Loaded from the precache with the network off: the font is the app's, not the device's.
    const loaded = await page.evaluate(async () =>
      (await document.fonts.load('400 20px OpenDyslexic')).map((face) => face.status),
    );
    expect(loaded).toContain('loaded');

    await page.getByRole('switch', { name: 'Line focus' }).check();
    const veil = page.getByTestId('line-focus-veil');
    await veil.waitFor({ state: 'attached' });
    expect(await veil.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
    const ruler = page.getByRole('region', { name: /line focus/ });
    await ruler.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const lineHeight = await paragraph.evaluate((p) => Number.parseFloat(getComputedStyle(p).lineHeight));
    await expect
      .poll(() => veil.evaluate((element) => element.getBoundingClientRect().height))
      .toBeGreaterThan(lineHeight * 1.5);

    // Reading aloud with line focus on: the clear line follows the spoken word.
    await page.getByRole('button', { name: 'Listen to paragraph 1' }).click();
    await expect.poll(() => veil.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
    await expect.poll(() => spokenWord(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Pause' }).click();

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of [
        { width: 1024, height: 768 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        // The Listen bar just below the sticky header.
        await page.evaluate(() => {
          const bar = document.querySelector('[data-testid="listen-controls"]');
          if (bar) window.scrollTo(0, bar.getBoundingClientRect().top + window.scrollY - 90);
        });
        await page.screenshot({ path: join(shots, `reader-${scheme}-${size.width}.png`) });
        const problems = await layoutProblems(page);
        expect(problems.overflow).toEqual([]);
        expect(problems.smallTargets).toEqual([]);
      }
    }
    await page.getByRole('button', { name: 'Stop' }).click();
  } finally {
    await context.setOffline(false);
    await page.emulateMedia({ colorScheme: 'light' });
  }
  console.info(`read-aloud screenshots in ${shots}`);
});
