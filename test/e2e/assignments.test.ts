import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { callJson } from './harness/api-call.ts';
import { type Browser, launchBrowser, waitForServiceWorkerControl } from './harness/browser.ts';
import { findLink, waitForMail } from './harness/mailbox.ts';
import { admin, ownerRows } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
let teacher: Browser;
let pupil: Browser;
const pageErrors: Error[] = [];

beforeAll(async () => {
  [teacher, pupil] = await Promise.all([launchBrowser(), launchBrowser()]);
  for (const browser of [teacher, pupil]) browser.page.on('pageerror', (error) => pageErrors.push(error));
});
afterAll(async () => {
  await Promise.all([teacher?.close(), pupil?.close()]);
  expect(pageErrors).toEqual([]);
});

const call = <T>(method: string, path: string, token: string | null, body?: unknown) =>
  callJson<T>(baseUrl, method, path, token, body);

const signIn = (page: Page, email: string, password: string) =>
  signInThroughForm(baseUrl, page, email, password);

it('assigns to a new address; the invitee sets up, approves offline, the server gets it once; a later assignment is declined on the accept screen', async () => {
  const title = `The Lighthouse ${Date.now()}`;
  const pupilEmail = `invitee-${Date.now()}@example.test`;
  const { token: adminToken } = await call<{ token: string }>('POST', '/api/login', null, admin);
  const text = await call<{ data: { id: number } }>('POST', '/api/texts', adminToken, {
    title,
    author: 'Ada Writer',
    content: `${title} stands on the rock.\n\nIts light turns all night long.`,
  });
  const tablePath = `${baseUrl}/texts/${text.data.id}/assignments`;

  // The teacher assigns the text to an address nobody has an account for.
  await signIn(teacher.page, admin.email, admin.password);
  await teacher.page.goto(tablePath);
  await teacher.page.getByRole('button', { name: 'Assign Text' }).click();
  const dialog = teacher.page.getByRole('dialog', { name: 'Assign Text' });
  await dialog.getByLabel('Email').fill(pupilEmail);
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await teacher.page.getByText('Assignment Created', { exact: true }).waitFor();
  const teacherRow = teacher.page.getByRole('row').filter({ hasText: pupilEmail });
  await teacherRow.getByText('Invitation pending').waitFor();

  // The invitation link opens sign-up in invitation mode; setup signs the person in.
  const { page, context } = pupil;
  await page.goto(findLink(await waitForMail(inject('mailDir'), pupilEmail), '/signup?'));
  await page.getByRole('heading', { name: 'Complete your account setup' }).waitFor();
  expect(await page.getByLabel('Email address').inputValue()).toBe(pupilEmail);
  await page.getByLabel('Full name').fill('Ivy Invitee');
  await page.getByLabel(/^Password/).fill('lighthouse-keeper-7');
  await page.getByLabel('Confirm password').fill('lighthouse-keeper-7');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByText('Welcome, Ivy Invitee!').waitFor();

  await page.getByRole('link', { name: 'My Assignments' }).first().click();
  const row = page.getByRole('table', { name: 'My assignments' }).getByRole('row').filter({ hasText: title });
  await row.getByText('Pending', { exact: true }).waitFor();
  await row.getByText('by Ada Writer').waitFor();

  // Offline: the approval applies at once, survives a reload, and waits for the connection.
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  try {
    await row.getByRole('button', { name: 'Approve' }).click();
    await row.getByText('In Progress').waitFor();
    await row.getByText('Waiting to sync').waitFor();
    expect((await ownerRows(baseUrl, text.data.id, adminToken))[0]?.status).toBe('pending');
    await page.reload();
    await row.getByText('In Progress').waitFor();
    await row.getByText('Waiting to sync').waitFor();
  } finally {
    await context.setOffline(false);
  }
  await row.getByText('Waiting to sync').waitFor({ state: 'detached' });
  await row.getByText('In Progress').waitFor();

  const rows = await ownerRows(baseUrl, text.data.id, adminToken);
  expect(rows).toEqual([
    expect.objectContaining({
      assignee_email: pupilEmail,
      status: 'in_progress',
      assigned_user: expect.objectContaining({ email: pupilEmail, has_password: true }),
    }),
  ]);
  // Sent once: a second approve would have been refused (409) and rolled back with its message.
  expect(await page.getByText('Only a pending assignment can be approved.').count()).toBe(0);

  // The teacher's table now shows the person set up, without 'Pending Setup'.
  await teacher.page.reload();
  await teacherRow.getByText('In Progress').waitFor();
  expect(await teacherRow.getByText('Pending Setup').count()).toBe(0);
  expect(await teacherRow.getByText('Invitation pending').count()).toBe(0);

  // Now that the person has an account, a new assignment's e-mail link opens the accept screen.
  const second = await call<{ data: { id: number } }>('POST', '/api/texts', adminToken, {
    title: `${title}, part two`,
    author: 'Ada Writer',
    content: 'The keeper climbs the stairs.\n\nThe lamp is lit at dusk.',
  });
  const assigned = await call<{ data: { uuid: string } }>(
    'POST',
    `/api/texts/${second.data.id}/assign`,
    adminToken,
    {
      email: pupilEmail,
    },
  );
  await page.goto(`${baseUrl}/assignments/${assigned.data.uuid}/accept`);
  await page.getByRole('heading', { name: `${title}, part two` }).waitFor();
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.getByText('You declined this assignment.').waitFor();
  await page.getByText('Assignment rejected.').waitFor();
  expect((await ownerRows(baseUrl, second.data.id, adminToken))[0]?.status).toBe('rejected');
});
