import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { callJson } from './harness/api-call.ts';
import { browserForFile } from './harness/file-browser.ts';
import { layoutProblems } from './harness/layout-checks.ts';
import { admin, invitedPupil, readerPayload, storyParagraphs } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const browser = browserForFile();
/** Where the screenshots go, for a person to look at (RESULTS_SCREENSHOTS, or the OS temp folder). */
const shots = process.env.RESULTS_SCREENSHOTS ?? join(process.env.TMPDIR ?? '/tmp', 'results-screens');

/** A text with questions in three sections, assigned to three pupils who answer through the API. */
async function classWithResults() {
  const { token: adminToken } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  const stamp = Date.now();
  const title = `Results ${stamp}`;
  const text = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', adminToken, {
    title,
    author: 'Reading Rooms',
    content: storyParagraphs(12).join('\n\n'),
  });
  const textId = text.data.id;
  for (const chunk of [0, 1, 2]) {
    await callJson(baseUrl, 'POST', `/api/texts/${textId}/generate-questions`, adminToken, {
      chunk_index: chunk,
    });
  }
  const pupils = [
    { name: 'Ada Lovelace', mode: 'practice', wrong: 0 },
    { name: 'Ben Okri', mode: 'practice', wrong: 2 },
    { name: 'Cleo Park', mode: 'check', wrong: 1 },
  ] as const;
  // The editor's view of the questions says which choice is right (a check's reader never does).
  const paragraphs = await callJson<{
    data: { questions: { id: number; choices: { id: number; is_correct: boolean }[] }[] }[];
  }>(baseUrl, 'GET', `/api/texts/${textId}/paragraphs`, adminToken);
  const rightChoice = new Map(
    paragraphs.data.flatMap((p) => p.questions).map((q) => [q.id, q.choices.find((c) => c.is_correct)?.id]),
  );
  const done: { name: string; uuid: string }[] = [];
  for (const [index, { name, mode, wrong }] of pupils.entries()) {
    const pupil = { email: `results-${index}-${stamp}@example.test`, password: 'reading-time-42', name };
    const { token, uuid } = await invitedPupil(baseUrl, mailDir, {
      adminToken,
      textId,
      pupil,
      approve: true,
      mode,
    });
    const payload = await readerPayload(baseUrl, uuid, token);
    for (const [position, question] of payload.questions.entries()) {
      const right = rightChoice.get(question.id);
      const choice =
        position < wrong
          ? question.choices.find((c) => c.id !== right)
          : question.choices.find((c) => c.id === right);
      await callJson(baseUrl, 'PUT', `/api/assignments/${uuid}/answers/${question.id}`, token, {
        choice_id: (choice ?? question.choices[0])?.id,
      });
    }
    await callJson(baseUrl, 'POST', `/api/assignments/${uuid}/reading-time`, token, {
      chunk_index: 0,
      seconds: 95,
    });
    await callJson(baseUrl, 'POST', `/api/assignments/${uuid}/complete`, token, {});
    done.push({ name, uuid });
  }
  return { title, textId, pupils: done };
}

it('a teacher opens a pupil’s review with no controls, then the results: sorts them, downloads the CSV, on a tablet and a phone in both themes', async () => {
  const { title, textId } = await classWithResults();
  const { page } = browser;
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInThroughForm(baseUrl, page, admin.email, admin.password);

  // Open from the assignments table: the review, read-only.
  await page.goto(`${baseUrl}/texts/${textId}/assignments`);
  const row = page.getByRole('row').filter({ hasText: 'Ben Okri' });
  await row.getByRole('button', { name: 'Open' }).click();
  await page.getByRole('heading', { name: 'Review: Ben Okri' }).waitFor();
  await page.getByText('Wrong').first().waitFor();
  const main = page.locator('main');
  for (const control of ['Finish', 'Approve', 'Next section']) {
    expect(await main.getByRole('button', { name: control }).count()).toBe(0);
  }
  expect(await main.getByRole('radio').count()).toBe(0);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, 'review-tablet-light.png') });

  // The results, from the assignments table.
  await page.getByRole('link', { name: 'Back to the assignments' }).click();
  await page.getByRole('link', { name: 'Results', exact: true }).click();
  await page.getByRole('heading', { name: `Results: ${title}` }).waitFor();
  const grid = page.getByRole('table', { name: 'Results by pupil' });
  await grid.waitFor();
  // The first cell of a row holds the pupil's name alone.
  const firstNames = () => grid.locator('tbody tr td:first-child').allTextContents();
  expect(await firstNames()).toEqual(['Ada Lovelace', 'Ben Okri', 'Cleo Park']);
  await grid.getByRole('button', { name: /Score/ }).click();
  await grid.getByRole('button', { name: /Score/ }).click();
  await expect.poll(firstNames).toEqual(['Ada Lovelace', 'Cleo Park', 'Ben Okri']);
  await page
    .getByTestId('hard-question')
    .first()
    .getByText(/chose '/)
    .waitFor();

  // The CSV download: a row per pupil, a column per question.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`results-text-${textId}.csv`);
  const file = readFileSync((await download.path()) ?? '', 'utf8');
  // A byte-order mark first, so a spreadsheet reads the UTF-8; then words, minutes and local times.
  expect(file.startsWith('\uFEFFPupil,')).toBe(true);
  const csv = file.trim().split('\r\n');
  expect(csv).toHaveLength(4);
  expect(csv[0]).toMatch(
    /^Pupil,Email,Status,Mode,Answered,Total,Score %,Time \(minutes\),Completed at,On time,Reading level \(grade\),"?Q1: /,
  );
  expect(csv[1]).toMatch(
    /^Ada Lovelace,results-0-\d+@example\.test,Completed,Practice,(\d+),\1,100,1\.6,\d{4}-\d\d-\d\d \d\d:\d\d,/,
  );
  expect(csv[2]).toMatch(/^Ben Okri,.*,Completed,Practice,.*,Wrong,Wrong,Right/);

  // Screenshots on a tablet and a phone, light and dark; the page itself never scrolls sideways.
  for (const [label, viewport] of [
    ['tablet', { width: 1024, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(shots, `results-${label}-${scheme}.png`), fullPage: true });
      await page.getByRole('heading', { name: /^Results/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `results-${label}-${scheme}-screen.png`) });
      const problems = await layoutProblems(page);
      expect(problems.overflow).toEqual([]);
      expect(problems.smallTargets).toEqual([]);
      expect(problems.cutText).toEqual([]);
    }
  }

  // The dashboard shows the teaching, with a chart of the scores and the same as a table.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: 'Your teaching' }).waitFor();
  await page.locator('[data-testid="scores-chart"] svg.recharts-surface').first().waitFor();
  const completions = page.getByRole('table', { name: 'Recent completions' });
  await completions.getByText('Ben Okri').first().waitFor();
  await page.getByRole('heading', { name: 'Recent scores' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, 'dashboard-tablet-light.png') });
});
