/**
 * The Chromium part of `npm run bench:reading`: milliseconds from navigation to the first paragraph
 * visible, for an assignment of 500 paragraphs, online and offline (the built app, served by the real
 * server process; `npm run build` first). The pupil signs in once; the service worker pulls the text
 * into the local database; then the reader is opened repeatedly with and without a network.
 * Goal: offline no slower than online. Then, in practice mode, tap → feedback painted, online and
 * offline (./tap-feedback.ts). Goal: the feedback painted within one frame (16.7 ms) of the tap.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, waitForServiceWorkerControl } from '../e2e/harness/browser.ts';
import { startMailCatcher } from '../e2e/harness/mail-catcher.ts';
import { admin, assignedApprovedText, storyParagraphs } from '../e2e/harness/reading-setup.ts';
import { startServerProcess } from '../e2e/harness/server-process.ts';
import {
  floorLine,
  recordTaps,
  type TapTiming,
  tapLine,
  tapOnText,
  tapsOf,
  tapToFeedback,
} from './tap-feedback.ts';

const PARAGRAPHS = 500;
const RUNS = Number(process.argv[2] ?? 7);
/** Taps per question, wrong and right in turn: the first section's questions give the rest. */
const TAP_ROUNDS = 6;

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
  // Feedback: the same taps online, then offline.
  await context.addInitScript({ content: recordTaps });
  await page.goto(url);
  const taps = tapsOf(s.detail.questions, TAP_ROUNDS);
  const floor: TapTiming[] = [];
  for (let tap = 0; tap < 12; tap += 1) floor.push(await tapOnText(page));
  const feedbackOnline: TapTiming[] = [];
  for (const tap of taps) feedbackOnline.push(await tapToFeedback(page, tap));
  await context.setOffline(true);
  await page.reload();
  const feedbackOffline: TapTiming[] = [];
  for (const tap of taps) feedbackOffline.push(await tapToFeedback(page, tap));
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
  console.log('\nPractice mode, tap on a choice → its feedback painted (Chromium):');
  console.log(tapLine('online', feedbackOnline));
  console.log(tapLine('offline', feedbackOffline));
  console.log(floorLine(floor));
  const timings = [...feedbackOnline, ...feedbackOffline];
  const late = timings.filter((timing) => !timing.firstFrame).length;
  const withinFrame = timings.filter((timing) => timing.toPainted <= 1000 / 60).length;
  console.log(
    late === 0
      ? 'Every feedback in the first frame painted after its tap.'
      : `${late} feedbacks came a frame or more after their tap.`,
  );
  console.log(
    `${withinFrame} of ${timings.length} taps painted within one frame (16.7 ms): ${
      withinFrame === timings.length ? 'goal met' : 'goal missed'
    } (compare the floor: this machine's own delay).`,
  );
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
  rmSync(workDir, { recursive: true, force: true });
}
