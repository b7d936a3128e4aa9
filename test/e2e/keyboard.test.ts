import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { browserForFile } from './harness/file-browser.ts';
import { assignedApprovedText, readerPayload, storyParagraphs } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

interface Focused {
  radio: boolean;
  /** For a radio: whether its question already has an answer. */
  answered: boolean;
  label: string;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement;
    const group = element?.closest('[role="radiogroup"]');
    const input = element instanceof HTMLInputElement ? element : null;
    return {
      radio: input?.type === 'radio' || element?.getAttribute('role') === 'radio',
      answered: Boolean(group?.querySelector('input:checked, [aria-checked="true"]')),
      label: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
    };
  });

const unansweredOnScreen = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[role="radiogroup"]')].filter(
        (group) => !group.querySelector('input:checked, [aria-checked="true"]'),
      ).length,
  );

/**
 * Reads and answers the whole assignment with Tab, Space and Enter only: each question's first
 * choice, then Next section, and Finish at the end. Gives up after `maxKeys` presses.
 */
async function readWithKeyboard(page: Page, maxKeys = 600) {
  const trail: string[] = [];
  for (let pressed = 0; pressed < maxKeys; pressed += 1) {
    if (page.url().endsWith('/summary')) return pressed;
    const now = await focused(page);
    trail.push(`${now.radio ? 'radio' : ''}${now.answered ? '(answered)' : ''} ${now.label.slice(0, 40)}`);
    if (now.radio && !now.answered) {
      await page.keyboard.press('Space');
      await expect.poll(() => focused(page).then((f) => f.answered)).toBe(true);
      continue;
    }
    const next = now.label === 'Next section' || now.label === 'Finish';
    if (next && (await unansweredOnScreen(page)) === 0) {
      await page.keyboard.press('Enter');
      continue;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not finished after ${maxKeys} key presses; focus went:\n${trail.slice(-60).join('\n')}`);
}

it('a pupil reads, answers and finishes a whole assignment with the keyboard alone', async () => {
  const s = await assignedApprovedText(baseUrl, inject('mailDir'), {
    paragraphs: storyParagraphs(8),
    mode: 'check',
  });
  const { page } = browser;
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInThroughForm(baseUrl, page, s.pupil.email, s.pupil.password);
  await page.goto(`${baseUrl}/assignments/${s.uuid}`);
  await page.getByRole('heading', { name: s.title }).waitFor();
  await page.getByRole('radiogroup').first().waitFor();

  await readWithKeyboard(page);
  await page.waitForURL(`${baseUrl}/assignments/${s.uuid}/summary`);
  const total = s.detail.questions.length;
  await page.getByText(new RegExp(`of ${total} correct`)).waitFor({ timeout: 20_000 });
  const detail = await readerPayload(baseUrl, s.uuid, s.pupilToken);
  expect(detail.status).toBe('completed');
  expect(detail.answers).toHaveLength(total);
}, 120_000);
