/**
 * The Chromium part of `npm run bench:reading`: milliseconds from navigation to the first paragraph
 * visible, for an assignment of 500 paragraphs, online and offline (the built app, served by the real
 * server process; `npm run build` first). The pupil signs in once; the service worker pulls the text
 * into the local database; then the reader is opened repeatedly with and without a network.
 * Goal: offline no slower than online. Then, in practice mode, milliseconds from the tap on a wrong
 * choice to its feedback on screen ('Not quite…'), online and offline. Goal: within one frame (16.7 ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, waitForServiceWorkerControl } from '../e2e/harness/browser.ts';
import { startMailCatcher } from '../e2e/harness/mail-catcher.ts';
import { admin, assignedApprovedText, storyParagraphs } from '../e2e/harness/reading-setup.ts';
import { startServerProcess } from '../e2e/harness/server-process.ts';

const PARAGRAPHS = 500;
const RUNS = Number(process.argv[2] ?? 7);

/**
 * Recorded in the page: `performance.now()` (ms since navigation start) when a paragraph first shows.
 * A string, not a function: tsx would wrap a function's inner arrows in a helper the page lacks.
 */
const recordFirstParagraph = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="section-text"] p')) return;
    window.firstParagraphAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
`;

async function timeToFirstParagraph(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const handle = await page.waitForFunction(
    () => (window as unknown as { firstParagraphAt?: number }).firstParagraphAt,
  );
  return (await handle.jsonValue()) as number;
}

/**
 * Recorded in the page: when a tap ends in a click (Playwright's pointer down and up are two round
 * trips apart, which no finger has), and when the feedback of practice mode is next added to the
 * page. A string, for the same reason as above.
 */
const recordFeedback = `
  window.tapAt = 0;
  window.feedbackAt = 0;
  document.addEventListener('click', () => { window.tapAt = performance.now(); window.feedbackAt = 0; }, true);
  new MutationObserver((records) => {
    if (!window.tapAt || window.feedbackAt) return;
    const added = records.some((record) =>
      [...record.addedNodes].some((node) => (node.textContent || '').includes('Not quite')),
    );
    if (added) window.feedbackAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

type Question = Awaited<ReturnType<typeof assignedApprovedText>>['detail']['questions'][number];

/** Taps a wrong choice of `question` and answers how long its feedback took to show. */
async function tapToFeedback(page: Page, question: Question): Promise<number> {
  const wrong = question.choices.find((choice) => choice.id !== question.correct_choice_id);
  const radio = page
    .getByRole('radiogroup', { name: question.content, exact: false })
    .getByRole('radio', { name: wrong?.text ?? '', exact: true });
  await radio.scrollIntoViewIfNeeded();
  await radio.click();
  const handle = await page.waitForFunction(() => {
    const at = window as unknown as { tapAt: number; feedbackAt: number };
    return at.feedbackAt ? at.feedbackAt - at.tapAt : 0;
  });
  return (await handle.jsonValue()) as number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const line = (label: string, values: number[]) =>
  `${label.padEnd(8)} median ${median(values).toFixed(0)} ms, best ${Math.min(...values).toFixed(0)} ms (${values.length} runs)`;

const workDir = mkdtempSync(join(tmpdir(), 'rr-bench-reading-'));
const mail = await startMailCatcher(join(workDir, 'mail'));
const server = await startServerProcess(join(workDir, 'server'), {
  SMTP_URL: mail.url,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
});
const browser = await launchBrowser();
try {
  const s = await assignedApprovedText(server.baseUrl, join(workDir, 'mail'), {
    paragraphs: storyParagraphs(PARAGRAPHS),
    // The first section's questions, for the feedback figure (practice mode, the default).
    questionSections: 1,
  });
  const { page, context } = browser;
  await page.goto(`${server.baseUrl}/signin`);
  await page.getByLabel('Email address').fill(s.pupil.email);
  await page.getByLabel(/^Password/).fill(s.pupil.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${server.baseUrl}/dashboard`);
  await waitForServiceWorkerControl(page);
  await context.addInitScript({ content: recordFirstParagraph });
  const url = `${server.baseUrl}/assignments/${s.uuid}`;
  await timeToFirstParagraph(page, url); // warm-up: the reader's chunks and the local copy
  const online: number[] = [];
  for (let run = 0; run < RUNS; run += 1) online.push(await timeToFirstParagraph(page, url));
  await context.setOffline(true);
  const offline: number[] = [];
  for (let run = 0; run < RUNS; run += 1) offline.push(await timeToFirstParagraph(page, url));
  await context.setOffline(false);
  // Feedback: a fresh question for each tap (a question shows its feedback once), half online, half offline.
  await context.addInitScript({ content: recordFeedback });
  await page.goto(url);
  const questions = s.detail.questions.filter((question) => question.correct_choice_id);
  const half = Math.ceil(questions.length / 2);
  const feedbackOnline: number[] = [];
  for (const question of questions.slice(0, half)) feedbackOnline.push(await tapToFeedback(page, question));
  await context.setOffline(true);
  const feedbackOffline: number[] = [];
  for (const question of questions.slice(half)) feedbackOffline.push(await tapToFeedback(page, question));
  await context.setOffline(false);
  console.log(
    `\nReader, ${PARAGRAPHS}-paragraph assignment, navigation → first paragraph visible (Chromium):`,
  );
  console.log(line('online', online));
  console.log(line('offline', offline));
  console.log(
    median(offline) <= median(online)
      ? 'Goal met: offline no slower than online.'
      : 'Goal missed: offline slower than online.',
  );
  console.log('\nPractice mode, tap on a wrong choice → its feedback on screen (Chromium):');
  console.log(line('online', feedbackOnline));
  console.log(line('offline', feedbackOffline));
  const slowest = Math.max(...feedbackOnline, ...feedbackOffline);
  console.log(
    slowest <= 1000 / 60 ? 'Goal met: within one frame.' : `Goal missed: slowest ${slowest.toFixed(1)} ms.`,
  );
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
  rmSync(workDir, { recursive: true, force: true });
}
