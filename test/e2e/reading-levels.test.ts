import { expect, inject, it } from 'vitest';
import { callJson } from './harness/api-call.ts';
import { browserForFile } from './harness/file-browser.ts';
import { saveScreenshot } from './harness/layout-checks.ts';
import {
  admin,
  assignedApprovedText,
  ownerRows,
  readerPayload,
  storyParagraphs,
} from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

/** Answers every question with its first choice and finishes, through the API as the outbox would. */
async function finish(uuid: string, token: string) {
  const detail = await readerPayload(baseUrl, uuid, token);
  for (const question of detail.questions) {
    const choice = question.choices[0];
    if (choice) {
      await callJson(baseUrl, 'PUT', `/api/assignments/${uuid}/answers/${question.id}`, token, {
        choice_id: choice.id,
      });
    }
  }
  await callJson(baseUrl, 'POST', `/api/assignments/${uuid}/complete`, token, undefined);
}

/** A new text with questions in its first section, assigned to an existing pupil's address. */
async function secondText(adminToken: string, email: string) {
  const text = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', adminToken, {
    title: `The Second Story ${Date.now()}`,
    author: 'Reading Rooms',
    content: storyParagraphs(8).slice(4).join('\n\n'),
  });
  await callJson(baseUrl, 'POST', `/api/texts/${text.data.id}/generate-questions`, adminToken, {
    chunk_index: 0,
  });
  await callJson(baseUrl, 'POST', `/api/texts/${text.data.id}/assign`, adminToken, { email });
  const row = (await ownerRows(baseUrl, text.data.id, adminToken)).find((r) => r.assignee_email === email);
  if (!row) throw new Error('the second text was not assigned');
  return { textId: text.data.id, uuid: row.uuid };
}

it('shows a pupil’s level in the results and marks a text for them in the assign modal', async () => {
  const first = await assignedApprovedText(baseUrl, inject('mailDir'));
  await finish(first.uuid, first.pupilToken);
  const second = await secondText(first.adminToken, first.pupil.email);
  await callJson(baseUrl, 'POST', `/api/assignments/${second.uuid}/approve`, first.pupilToken, undefined);
  await finish(second.uuid, first.pupilToken);
  const third = await secondText(first.adminToken, first.pupil.email);
  await callJson(baseUrl, 'POST', `/api/assignments/${third.uuid}/approve`, first.pupilToken, undefined);
  await finish(third.uuid, first.pupilToken);
  const level = await callJson<{ data: { level: number | null; based_on: number } }>(
    baseUrl,
    'GET',
    `/api/pupils/${first.pupilId}/level`,
    first.adminToken,
  );
  expect(level.data.based_on).toBe(3);
  expect(level.data.level).not.toBeNull();

  const { page } = browser;
  await signInThroughForm(baseUrl, page, admin.email, admin.password);
  for (const size of [
    { name: 'tablet', width: 1024, height: 768 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`${baseUrl}/texts/${first.textId}/results`);
    const row = page.getByRole('row').filter({ hasText: first.pupil.name });
    await expect.poll(() => row.textContent()).toContain(`Grade ${level.data.level?.toFixed(1)}`);
    await saveScreenshot(page, `levels-results-${size.name}`);

    await page.goto(`${baseUrl}/texts/${second.textId}/assignments`);
    await page.getByRole('button', { name: 'Assign Text' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Text' });
    await dialog.getByLabel(/Email/).fill(first.pupil.email);
    const fit = dialog.getByRole('group', { name: 'Reading level fit' });
    await expect.poll(() => fit.textContent()).toMatch(/This text reads at grades (K|\d+)–\d+\./);
    const mark = fit.locator('[data-fit]').first();
    expect(await fit.getByText(first.pupil.name).count()).toBe(1);
    expect(['just_right', 'hard', 'easy']).toContain(await mark.getAttribute('data-fit'));
    await saveScreenshot(page, `levels-assign-${size.name}`);
  }
}, 120_000);
