import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import type { ReaderQuestion } from '#contract/reading.ts';
import { waitForServiceWorkerControl } from './harness/browser.ts';
import { browserForFile } from './harness/file-browser.ts';
import { assignedApprovedText, readerPayload, storyParagraphs } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const questionGroup = (page: Page, question: ReaderQuestion) =>
  page.getByRole('radiogroup', { name: question.content, exact: false });

async function choose(page: Page, question: ReaderQuestion, choiceId: number | undefined) {
  const text = question.choices.find((choice) => choice.id === choiceId)?.text ?? '';
  const radio = questionGroup(page, question).getByRole('radio', { name: text, exact: true });
  await radio.click();
  await expect.poll(() => radio.getAttribute('aria-checked')).toBe('true');
}

it('practice: feedback at once offline, a wrong first try scores, tries are kept and synced once back online', async () => {
  const s = await assignedApprovedText(baseUrl, inject('mailDir'), { paragraphs: storyParagraphs(8) });
  expect(s.detail.mode).toBe('practice');
  const [first, ...rest] = s.detail.questions;
  if (!first?.correct_choice_id) throw new Error('a practice question should carry its key');
  const wrong = first.choices.find((choice) => choice.id !== first.correct_choice_id)?.id;
  const { page, context } = browser;
  await signInThroughForm(baseUrl, page, s.pupil.email, s.pupil.password);
  await waitForServiceWorkerControl(page);
  await page.goto(`${baseUrl}/assignments/${s.uuid}`);
  await page.getByRole('heading', { name: s.title }).waitFor();
  await page.getByText('Practice', { exact: true }).waitFor();

  await context.setOffline(true);
  try {
    await choose(page, first, wrong);
    await page.getByText('Not quite. Have another try!').waitFor();
    await page
      .getByText(first.explanation ?? '', { exact: true })
      .first()
      .waitFor();
    if (first.evidence) {
      const mark = page.getByTestId('evidence');
      await mark.waitFor();
      expect(await mark.textContent()).toBe(first.evidence.sentence);
      await expect.poll(() => mark.isVisible()).toBe(true);
    }
    await choose(page, first, first.correct_choice_id);
    await page.getByText('Yes, that’s right!').first().waitFor();
    for (const [index, question] of rest.entries()) {
      if (
        Math.floor(question.paragraph_index / 4) > Math.floor((rest[index - 1] ?? first).paragraph_index / 4)
      ) {
        await page.getByRole('button', { name: 'Next section' }).click();
      }
      await choose(page, question, question.correct_choice_id);
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(`${baseUrl}/assignments/${s.uuid}/summary`);
  } finally {
    await context.setOffline(false);
  }

  const total = s.detail.questions.length;
  await page.getByText(`${total - 1} of ${total} correct`).waitFor({ timeout: 20_000 });
  await page.getByText('Tries: 2').waitFor();
  const detail = await readerPayload(baseUrl, s.uuid, s.pupilToken);
  expect(detail.status).toBe('completed');
  expect(detail.answers.find((answer) => answer.question_id === first.id)?.choice_id).toBe(
    first.correct_choice_id,
  );

  // The summary leads back into the text, to the sentence that answers the first question.
  if (first.evidence) {
    await page.getByRole('link', { name: 'Show me in the text' }).first().click();
    const mark = page.getByTestId('evidence');
    await mark.waitFor();
    expect(await mark.textContent()).toBe(first.evidence.sentence);
  }
});

it('check: nothing about correctness reaches the pupil before Finish', async () => {
  const s = await assignedApprovedText(baseUrl, inject('mailDir'), {
    paragraphs: storyParagraphs(4),
    mode: 'check',
  });
  expect(JSON.stringify(s.detail)).not.toMatch(/correct|explanation|evidence/);
  const { page } = browser;
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await signInThroughForm(baseUrl, page, s.pupil.email, s.pupil.password);
  await page.goto(`${baseUrl}/assignments/${s.uuid}`);
  await page.getByText('Check', { exact: true }).waitFor();
  for (const question of s.detail.questions) await choose(page, question, question.choices[0]?.id);
  expect(await page.getByText('Not quite. Have another try!').count()).toBe(0);
  expect(await page.getByText('Yes, that’s right!').count()).toBe(0);
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL(`${baseUrl}/assignments/${s.uuid}/summary`);
  await page
    .getByText(`of ${s.detail.questions.length} correct`, { exact: false })
    .waitFor({ timeout: 20_000 });
});
