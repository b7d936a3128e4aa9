import type { Page } from 'playwright-core';

/** Signs in through the real form, as a person would, and waits for the dashboard. */
export async function signInThroughForm(baseUrl: string, page: Page, email: string, password: string) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}
