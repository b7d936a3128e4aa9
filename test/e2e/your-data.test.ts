import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, expect, inject, it } from 'vitest';
import { callJson } from './harness/api-call.ts';
import { type Browser, launchBrowser } from './harness/browser.ts';
import { browserForFile } from './harness/file-browser.ts';
import { saveScreenshotsAtBothWidths } from './harness/layout-checks.ts';
import { admin, invitedPupil, storyParagraphs } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const teacher = browserForFile();
let pupilBrowser: Browser | undefined;
afterAll(async () => {
  await pupilBrowser?.close();
});

/** Clicks `button` and answers the JSON file the browser downloads. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return {
    name: download.suggestedFilename(),
    body: JSON.parse(readFileSync(await download.path(), 'utf8')),
  };
}

it("downloads a pupil's data from their row, and a person's own from the profile, then deletes the account", async () => {
  const { token } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  const text = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', token, {
    title: `The Lantern ${Date.now()}`,
    author: 'Reading Rooms',
    content: storyParagraphs(4).join('\n\n'),
  });
  const classroom = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/classes', token, {
    name: 'Data 4C',
  });
  await callJson(baseUrl, 'POST', `/api/classes/${classroom.data.id}/pupils`, token, {
    names: ['Zoe Zebra'],
  });
  const pupil = {
    email: `pia-data-${Date.now()}@example.test`,
    password: 'my-data-is-mine-7',
    name: 'Pia Data',
  };
  await invitedPupil(baseUrl, inject('mailDir'), {
    adminToken: token,
    textId: text.data.id,
    pupil,
    approve: true,
  });

  // The teacher downloads Zoe's data from her row.
  const { page } = teacher;
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInThroughForm(baseUrl, page, admin.email, admin.password);
  await page.goto(`${baseUrl}/classes/${classroom.data.id}`);
  const button = page.getByRole('button', { name: 'Download the data of Zoe Zebra' });
  await button.waitFor();
  const zoe = await downloaded(page, () => button.click());
  expect(zoe.name).toMatch(/^zoe-zebra-\d{4}-\d\d-\d\d\.json$/);
  expect(zoe.body.profile).toMatchObject({ name: 'Zoe Zebra', email: null });
  await saveScreenshotsAtBothWidths(page, 'class-pupils');

  // The pupil downloads their own, then deletes their account with a typed confirmation.
  pupilBrowser = await launchBrowser({ viewport: { width: 1024, height: 768 } });
  const own = pupilBrowser.page;
  await signInThroughForm(baseUrl, own, pupil.email, pupil.password);
  await own.goto(`${baseUrl}/profile`);
  await own.getByRole('heading', { name: 'Your data' }).waitFor();
  const mine = await downloaded(own, () => own.getByRole('button', { name: 'Download my data' }).click());
  expect(mine.body.profile).toMatchObject({ name: pupil.name, email: pupil.email });
  expect(mine.body.assignments.map((a: { text_title: string }) => a.text_title)).toEqual([
    expect.stringMatching(/^The Lantern/),
  ]);
  await saveScreenshotsAtBothWidths(own, 'profile-data');

  await own.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = own.getByRole('dialog', { name: 'Delete your account' });
  await dialog.getByLabel('Your password').fill(pupil.password);
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByText('Type DELETE to confirm.').waitFor();
  await saveScreenshotsAtBothWidths(own, 'delete-account');
  // Nothing was deleted yet: the account still signs in.
  expect((await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, pupil)).token).toBeTruthy();

  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await own.waitForURL(`${baseUrl}/`);
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: pupil.email, password: pupil.password }),
  });
  expect(login.status).toBe(401);
});
