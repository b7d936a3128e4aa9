import { expect, inject, it } from 'vitest';
import { waitForServiceWorkerControl } from './harness/browser.ts';
import { browserForFile } from './harness/file-browser.ts';
import { findLink, waitForMail } from './harness/mailbox.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

it('signs up, verifies through the mailed link, signs in, sees the dashboard with the name (offline too), signs out', async () => {
  const { page } = browser;
  const name = 'Ada Lovelace';
  const email = `ada-${Date.now()}@example.test`;
  const password = 'correct-horse-42';

  await page.goto(`${baseUrl}/signup`);
  await page.getByText('Create a new account').waitFor();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL((url) => url.pathname === '/signin');
  const signInUrl = new URL(page.url());
  expect(signInUrl.searchParams.get('needVerification')).toBe('true');
  expect(signInUrl.searchParams.get('email')).toBe(email);
  await page.getByRole('button', { name: 'Resend verification email' }).waitFor();

  const mail = await waitForMail(inject('mailDir'), email);
  await page.goto(findLink(mail, '/api/email/verify/'));
  await page.waitForURL(
    (url) => url.pathname === '/email-verified' && url.searchParams.get('verified') === '1',
  );
  await page.getByText('Your email has been verified successfully!').first().waitFor();

  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByText(`Welcome, ${name}!`).waitFor();

  // docs/architecture.md §16, deviation 2: starting offline keeps the cached session (pupils open their texts offline).
  await waitForServiceWorkerControl(page);
  await browser.context.setOffline(true);
  try {
    await page.reload();
    await page.getByText(`Welcome, ${name}!`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  } finally {
    await browser.context.setOffline(false);
  }

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${baseUrl}/`);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});
