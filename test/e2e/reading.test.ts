import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import type { Summary } from '#contract/reading.ts';
import { callJson } from './harness/api-call.ts';
import { waitForServiceWorkerControl } from './harness/browser.ts';
import { browserForFile } from './harness/file-browser.ts';
import { assignedApprovedText, ownerRows, readerPayload } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

/** Whether the service worker pulled the assignment into the pupil's IndexedDB, read from the page. */
function storedAssignment(page: Page, userId: number, uuid: string) {
  return page.evaluate(
    async ({ name, key }) => {
      // Opening a database that does not exist would create it empty: only look once it exists.
      if (!(await indexedDB.databases()).some((info) => info.name === name)) return false;
      return new Promise<boolean>((resolve) => {
        const request = indexedDB.open(name);
        request.onerror = () => resolve(false);
        request.onsuccess = () => {
          const db = request.result;
          const finish = (found: boolean) => {
            db.close();
            resolve(found);
          };
          if (!db.objectStoreNames.contains('readerAssignments')) return finish(false);
          const get = db.transaction('readerAssignments').objectStore('readerAssignments').get(key);
          get.onsuccess = () => finish(get.result !== undefined);
          get.onerror = () => finish(false);
        };
      });
    },
    { name: `reading-rooms-user-${userId}`, key: uuid },
  );
}

/** Picks the first choice of every question on screen; returns question text → choice text. */
async function answerSection(page: Page) {
  const chosen = new Map<string, string>();
  const groups = page.getByRole('radiogroup');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const group = groups.nth(index);
    const choice = group.getByRole('radio').first();
    await choice.click();
    await expect.poll(() => choice.getAttribute('aria-checked')).toBe('true');
    const label = (await group.getAttribute('aria-labelledby')) ?? '';
    const question = ((await page.locator(`[id="${label}"]`).textContent()) ?? '').replace(/^\d+\.\s*/, '');
    chosen.set(question.trim(), ((await choice.textContent()) ?? '').trim());
  }
  return chosen;
}

it('reads and answers a never-opened assignment offline, keeps it over a reload, finishes offline and syncs once online', async () => {
  const s = await assignedApprovedText(baseUrl, inject('mailDir'));
  const sections = s.detail.text.chunks;
  expect(sections.length).toBeGreaterThanOrEqual(3);
  const sectionsWithQuestions = new Set(s.detail.questions.map((q) => Math.floor(q.paragraph_index / 4)));
  expect(sectionsWithQuestions.size).toBe(sections.length);
  const firstParagraph = (i: number) => sections[i]?.paragraphs[0]?.content.slice(0, 40) ?? '';
  const { page, context } = browser;

  // Online: sign in only. The service worker pulls the assigned text in the background.
  await signInThroughForm(baseUrl, page, s.pupil.email, s.pupil.password);
  await waitForServiceWorkerControl(page);
  await expect.poll(() => storedAssignment(page, s.pupilId, s.uuid), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'My Assignments' }).first().click();
  await page.getByRole('row').filter({ hasText: s.title }).getByRole('link', { name: 'View' }).click();
  await page.getByRole('heading', { name: s.title }).waitFor();
  await page.getByText('Grade ', { exact: false }).first().waitFor();

  const chosen = new Map<string, string>();
  for (let index = 0; index < sections.length; index += 1) {
    await page.getByText(firstParagraph(index)).waitFor();
    await page.waitForTimeout(1200); // reading: whole seconds of reading time per section reach the server
    // Keyed by section too: two sections may ask the same stem ("What is this part mostly about?").
    for (const [question, choice] of await answerSection(page)) chosen.set(`${index}|${question}`, choice);
    if (index === 1) {
      // Reload offline mid-way: the section and every answer so far come back.
      await page.reload();
      await page.getByText(firstParagraph(1)).waitFor();
      await page.getByRole('button', { name: 'Section 1' }).click();
      await page.getByText(firstParagraph(0)).waitFor();
      const checked = page.getByRole('radio', { checked: true });
      await expect.poll(() => checked.count()).toBe(await page.getByRole('radiogroup').count());
      await page.getByRole('button', { name: 'Section 2' }).click();
      await page.getByText(firstParagraph(1)).waitFor();
    }
    if (index < sections.length - 1) await page.getByRole('button', { name: 'Next section' }).click();
  }
  expect(chosen.size).toBe(s.detail.questions.length);
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL(`${baseUrl}/assignments/${s.uuid}/summary`);
  await page.getByText('Your score will appear when this tablet is back online', { exact: false }).waitFor();

  await context.setOffline(false);
  await page
    .getByText(`of ${s.detail.questions.length} correct`, { exact: false })
    .waitFor({ timeout: 20_000 });

  // The server: completed, one answer per question, exactly the choices made offline.
  const detail = await readerPayload(baseUrl, s.uuid, s.pupilToken);
  expect(detail.status).toBe('completed');
  expect(detail.reading_seconds).toBeGreaterThan(0);
  expect(await page.getByText('A change could not be saved').count()).toBe(0);
  expect(detail.answers).toHaveLength(detail.questions.length);
  for (const question of detail.questions) {
    const answer = detail.answers.find((a) => a.question_id === question.id);
    const choice = question.choices.find((c) => c.id === answer?.choice_id);
    expect(choice?.text).toBe(chosen.get(`${Math.floor(question.paragraph_index / 4)}|${question.content}`));
  }
  const summary = await callJson<{ data: Summary }>(
    baseUrl,
    'GET',
    `/api/assignments/${s.uuid}/summary`,
    s.pupilToken,
  );
  await page.getByText(`${summary.data.score_percent}%`, { exact: true }).waitFor();
  const [row] = await ownerRows(baseUrl, s.textId, s.adminToken);
  expect(row).toMatchObject({
    status: 'completed',
    answered_questions_count: detail.questions.length,
    total_questions_count: detail.questions.length,
  });
});
