import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { callJson } from './harness/api-call.ts';
import { browserForFile } from './harness/file-browser.ts';
import { admin, assignedApprovedText } from './harness/reading-setup.ts';
import { signInThroughForm } from './harness/sign-in.ts';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

type Ready = (page: Page) => Promise<unknown>;
const heading =
  (name: string | RegExp): Ready =>
  (page) =>
    page.getByRole('heading', { name }).first().waitFor();

/**
 * The WCAG 2.1 A and AA rules whose outcome depends on colour: the only ones a second theme can
 * change, since both themes render the same markup.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe's WCAG 2.1 A and AA rules on the screen as it stands (`colourOnly`: those of colour alone),
 * one line per element that fails.
 */
async function violations(page: Page, screen: string, colourOnly: boolean) {
  const axe = new AxeBuilder({ page });
  const result = await (colourOnly
    ? axe.withRules(colourRules)
    : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${screen}: ${violation.id}: ${node.html.slice(0, 160)}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    ),
  );
}

/**
 * Opens each screen in the light and the dark theme, waits until it is ready, and collects what axe
 * finds: every rule in the light theme, the colour rules again in the dark one.
 */
async function walk(page: Page, who: string, screens: [string, Ready][]) {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [path, ready] of screens) {
      await page.goto(`${baseUrl}${path}`);
      await ready(page);
      await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
      found.push(...(await violations(page, `${who} ${path} (${colorScheme})`, colorScheme === 'dark')));
    }
  }
  return found;
}

it('finds no WCAG 2.1 AA violation on any screen a visitor, a teacher or a pupil reaches, in both themes', async () => {
  const reading = await assignedApprovedText(baseUrl, inject('mailDir'));
  const made = await callJson<{ data: { id: number; code: string } }>(
    baseUrl,
    'POST',
    '/api/classes',
    reading.adminToken,
    { name: `Class 3B ${Date.now()}` },
  );
  const classRoom = made.data;
  await callJson(baseUrl, 'POST', `/api/classes/${classRoom.id}/pupils`, reading.adminToken, {
    names: ['Ana Apple', 'Ben Boat'],
  });
  const { page } = browser;
  await page.setViewportSize({ width: 1024, height: 768 });
  const found: string[] = [];
  found.push(
    ...(await walk(page, 'visitor', [
      ['/', heading(/reading/i)],
      [
        '/signin',
        (p) =>
          p
            .getByLabel(/^Password/)
            .first()
            .waitFor(),
      ],
      [
        '/signup',
        (p) =>
          p
            .getByLabel(/^Password/)
            .first()
            .waitFor(),
      ],
      ['/forgot-password', heading(/password/i)],
      ['/class', (p) => p.getByLabel('Class code').waitFor()],
      [`/class/${classRoom.code}`, (p) => p.getByRole('button', { name: 'Ana A.' }).waitFor()],
      [
        `/class/${classRoom.code}`,
        async (p) => {
          await p.getByRole('button', { name: 'Ana A.' }).click();
          await p.getByText('Tap your three pictures.').waitFor();
        },
      ],
    ])),
  );

  await signInThroughForm(baseUrl, page, admin.email, admin.password);
  found.push(
    ...(await walk(page, 'teacher', [
      ['/dashboard', heading(/dashboard|welcome/i)],
      ['/texts', heading('My Texts')],
      [`/texts/${reading.textId}/edit`, heading(reading.title)],
      [`/texts/${reading.textId}/assignments`, (p) => p.getByRole('table').waitFor()],
      [`/texts/${reading.textId}/assignments/${reading.uuid}`, heading(/^Review:/)],
      [`/texts/${reading.textId}/results`, heading(/^Results/)],
      ['/classes', heading('Classes')],
      [`/classes/${classRoom.id}`, (p) => p.getByRole('table', { name: 'Pupils of this class' }).waitFor()],
      [`/classes/${classRoom.id}/cards`, (p) => p.getByRole('article').first().waitFor()],
      ['/notifications', heading('Notifications')],
      ['/settings', heading('Settings')],
      ['/profile', heading(/profile/i)],
    ])),
  );
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await signInThroughForm(baseUrl, page, reading.pupil.email, reading.pupil.password);
  found.push(
    ...(await walk(page, 'pupil', [
      ['/dashboard', heading(/dashboard|welcome/i)],
      ['/assignments', heading('My Assignments')],
      [`/assignments/${reading.uuid}`, (p) => p.getByRole('radiogroup').first().waitFor()],
    ])),
  );
  expect(found).toEqual([]);
}, 600_000);
