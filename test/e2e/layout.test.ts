import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { callJson } from './harness/api-call.ts';
import { browserForFile } from './harness/file-browser.ts';
import { layoutProblems, saveScreenshot } from './harness/layout-checks.ts';
import { admin, assignedApprovedText, readerPayload } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
] as const;

/** Opens `path`, waits for what says the screen is ready, and checks its layout in both sizes. */
async function checkScreen(page: Page, who: string, path: string, ready: (page: Page) => Promise<unknown>) {
  const signedIn = who !== 'visitor';
  const failures: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`${baseUrl}${path}`);
    await ready(page);
    // Settled: the lazy bell is in the header and no screen is still loading.
    if (signedIn) await page.locator('header').getByRole('button', { name: 'Notifications' }).waitFor();
    await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
    const screen = `${who} ${path} at ${size.width}×${size.height}`;
    await saveScreenshot(
      page,
      `${who}-${path.replaceAll('/', '_')}-${size.name}-${process.env.LAYOUT_COLOR_SCHEME ?? 'light'}`,
    );
    const problems = await layoutProblems(page);
    for (const [kind, list] of Object.entries(problems)) {
      for (const problem of list) failures.push(`${screen}: ${kind}: ${problem}`);
    }
  }
  return failures;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor();

/** Answers every question of the assignment and finishes it, through the API as the outbox would. */
async function finishThroughApi(uuid: string, token: string) {
  const detail = await readerPayload(baseUrl, uuid, token);
  for (const question of detail.questions) {
    const choice = question.choices[0];
    if (!choice) continue;
    await callJson(baseUrl, 'PUT', `/api/assignments/${uuid}/answers/${question.id}`, token, {
      choice_id: choice.id,
    });
  }
  await callJson(baseUrl, 'POST', `/api/assignments/${uuid}/complete`, token, undefined);
}

// Twenty-two screens at two sizes: room for a loaded machine.
it('fits every signed-in screen on a 390 px phone and a 1024×768 tablet, as a teacher and as a pupil', async () => {
  const reading = await assignedApprovedText(baseUrl, inject('mailDir'));
  // A second story waiting for the pupil's yes: My Assignments shows Approve and Reject.
  const waiting = await callJson<{ data: { id: number } }>(
    baseUrl,
    'POST',
    '/api/texts',
    reading.adminToken,
    {
      title: 'A Story Still Waiting',
      author: 'Reading Rooms',
      content: 'The fox waited by the gate.\n\nThe hen did not come.',
    },
  );
  await callJson(baseUrl, 'POST', `/api/texts/${waiting.data.id}/assign`, reading.adminToken, {
    email: reading.pupil.email,
  });
  const finished = await assignedApprovedText(baseUrl, inject('mailDir'));
  await finishThroughApi(finished.uuid, finished.pupilToken);
  const { page } = browser;
  const failures: string[] = [];
  // LAYOUT_COLOR_SCHEME=dark walks the same screens in the dark theme (the app follows the system's).
  await page.emulateMedia({ colorScheme: process.env.LAYOUT_COLOR_SCHEME === 'dark' ? 'dark' : 'light' });

  for (const path of ['/signin', '/signup']) {
    failures.push(
      ...(await checkScreen(page, 'visitor', path, (p) =>
        p
          .getByLabel(/^Password/)
          .first()
          .waitFor(),
      )),
    );
  }

  await signInThroughForm(baseUrl, page, admin.email, admin.password);
  const teacherScreens: [string, (page: Page) => Promise<unknown>][] = [
    ['/dashboard', heading(/dashboard|welcome/i)],
    ['/texts', heading('My Texts')],
    [`/texts/${reading.textId}/edit`, heading(reading.title)],
    [`/texts/${finished.textId}/assignments`, (p) => p.getByRole('table').waitFor()],
    [
      `/texts/${finished.textId}/results`,
      (p) => p.getByRole('table', { name: 'Results by pupil' }).waitFor(),
    ],
    ['/notifications', heading('Notifications')],
    ['/settings', heading('Settings')],
    ['/profile', heading(/profile/i)],
  ];
  for (const [path, ready] of teacherScreens)
    failures.push(...(await checkScreen(page, 'teacher', path, ready)));
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await signInThroughForm(baseUrl, page, reading.pupil.email, reading.pupil.password);
  const pupilScreens: [string, (page: Page) => Promise<unknown>][] = [
    ['/dashboard', heading(/dashboard|welcome/i)],
    ['/assignments', heading('My Assignments')],
    [`/assignments/${reading.uuid}`, (p) => p.getByRole('radiogroup').first().waitFor()],
    ['/notifications', heading('Notifications')],
    ['/settings', heading('Settings')],
    ['/profile', heading(/profile/i)],
  ];
  for (const [path, ready] of pupilScreens) failures.push(...(await checkScreen(page, 'pupil', path, ready)));
  await page.evaluate(() => localStorage.clear());

  await signInThroughForm(baseUrl, page, finished.pupil.email, finished.pupil.password);
  failures.push(
    ...(await checkScreen(
      page,
      'pupil',
      `/assignments/${finished.uuid}/summary`,
      heading(/summary|well done|great/i),
    )),
  );
  // A pupil with a finished text: their dashboard has the progress charts and table.
  failures.push(...(await checkScreen(page, 'pupil', '/dashboard', heading('Your progress'))));

  expect(failures).toEqual([]);

  // Offline, every screen says so calmly, phones included, without covering anything.
  await page.setViewportSize({ width: 390, height: 844 });
  await browser.context.setOffline(true);
  try {
    await page.getByText("You're offline").waitFor();
    expect(await layoutProblems(page)).toEqual({
      overflow: [],
      headerOutside: [],
      overlays: [],
      cutText: [],
      smallTargets: [],
    });
  } finally {
    await browser.context.setOffline(false);
  }
}, 180_000);
