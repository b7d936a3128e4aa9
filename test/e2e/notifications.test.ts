import { expect, inject, it } from 'vitest';
import type { Notification } from '#contract/notifications.ts';
import { callJson } from './harness/api-call.ts';
import { waitForServiceWorkerControl } from './harness/browser.ts';
import { browserForFile } from './harness/file-browser.ts';
import { findLink, waitForMail } from './harness/mailbox.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

const call = <T>(method: string, path: string, token: string | null, body?: unknown) =>
  callJson<T>(baseUrl, method, path, token, body);

/** A verified pupil, made through the real register call and the mailed verification link. */
async function registerPupil(email: string, password: string) {
  await call('POST', '/api/register', null, {
    name: 'Pia Pupil',
    email,
    password,
    password_confirmation: password,
  });
  const verify = await fetch(findLink(await waitForMail(inject('mailDir'), email), '/api/email/verify/'), {
    redirect: 'manual',
  });
  expect(verify.headers.get('location')).toContain('verified=1');
}

async function adminAssigns(adminToken: string, email: string, title: string) {
  const text = await call<{ data: { id: number } }>('POST', '/api/texts', adminToken, {
    title,
    author: 'Ada Writer',
    content: `${title} begins here.\n\nThe river runs to the sea.`,
  });
  const assigned = await call<{ data: { uuid: string } }>(
    'POST',
    `/api/texts/${text.data.id}/assign`,
    adminToken,
    {
      email,
    },
  );
  return assigned.data.uuid;
}

it('a pushed assignment raises the bell and a toast without a reload; mark-all-read offline syncs when online', async () => {
  const { page, context } = browser;
  const email = `pia-${Date.now()}@example.test`;
  const password = 'correct-horse-42';
  await registerPupil(email, password);
  const admin = await call<{ token: string }>('POST', '/api/login', null, {
    email: 'admin@example.test',
    password: 'admin-password-e2e',
  });

  await signInThroughForm(baseUrl, page, email, password);
  // Realtime is up once the bell's dot says so; from here a notification arrives without a reload.
  await page.getByTitle('Connected', { exact: true }).waitFor();

  const first = await adminAssigns(admin.token, email, 'The Lighthouse');
  const toast = page.getByText('You have a new reading assignment: The Lighthouse');
  await toast.waitFor({ timeout: 15_000 });
  await page.getByTestId('unread-badge').getByText('1', { exact: true }).waitFor({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/dashboard');

  await page.getByRole('button', { name: 'View Assignment' }).click();
  await page.waitForURL(`${baseUrl}/assignments/${first}`);

  await adminAssigns(admin.token, email, 'The Orchard');
  await page.getByTestId('unread-badge').getByText('2', { exact: true }).waitFor({ timeout: 15_000 });

  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText('1 change waiting to sync').waitFor();
    const stillUnread = await call<Notification[]>('GET', '/api/notifications', token);
    expect(stillUnread.filter((n) => n.read_at === null)).toHaveLength(2);
  } finally {
    await context.setOffline(false);
  }
  await page.getByText('1 change waiting to sync').waitFor({ state: 'detached', timeout: 10_000 });
  const synced = await call<Notification[]>('GET', '/api/notifications', token);
  expect(synced).toHaveLength(2);
  expect(synced.every((n) => n.read_at !== null)).toBe(true);
});

it('the service worker shows a Web Push with the message, the text and the link to open', async () => {
  const { page, context } = browser;
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  await page.goto(`${baseUrl}/`);
  await waitForServiceWorkerControl(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((registration) => !registration.isDeleted);
      if (active) resolve(active.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const payload = { title: 'Questions are ready', body: 'Text: Rivers', url: '/texts/3/edit' };
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  await deliver();
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: n.data?.url,
      }));
    });
  // Chromium now and then drops a push delivered through the debugging protocol while it wakes the
  // worker; a redelivery replaces the notification (same tag), so the check still sees exactly one.
  for (let attempt = 0; attempt < 3 && (await shown()).length === 0; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if ((await shown()).length === 0) await deliver();
  }
  await expect.poll(shown, { timeout: 5000 }).toEqual([payload]);
});
