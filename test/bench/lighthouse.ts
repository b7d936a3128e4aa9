/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse's accessibility score of `/`,
 * `/signin`, `/dashboard` and the reader, at a tablet viewport (1024×768) and a phone one (390×844),
 * against the built server on the embedded default. Goal: 1.0 everywhere (issue 14). Prints each
 * score and, for every audit that fails, its id and the selectors of the offending elements.
 *
 * Lighthouse drives Debian's Chromium through a remote debugging port. The browser is a playwright
 * persistent context, so the tabs Lighthouse opens share its storage: the pupil signed in there is
 * signed in for `/dashboard` and the reader (`disableStorageReset` keeps that storage between runs).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, generateReport, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/harness/browser.ts';
import { freePort } from '../e2e/harness/free-port.ts';
import { startMailCatcher } from '../e2e/harness/mail-catcher.ts';
import { admin, assignedApprovedText } from '../e2e/harness/reading-setup.ts';
import { startServerProcess } from '../e2e/harness/server-process.ts';
import { signInThroughForm } from '../e2e/harness/sign-in.ts';

const viewports = {
  tablet: { mobile: true, width: 1024, height: 768, deviceScaleFactor: 2, disabled: false },
  phone: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false },
} satisfies Record<string, Flags['screenEmulation']>;
type Viewport = keyof typeof viewports;

/** With `LIGHTHOUSE_REPORTS=<folder>`, each run's HTML report is written there, to see what Lighthouse saw. */
const reportDir = process.env.LIGHTHOUSE_REPORTS;
if (reportDir) mkdirSync(reportDir, { recursive: true });

/**
 * With `LIGHTHOUSE_THEME=dark`, every page in the dark theme. Lighthouse cannot emulate
 * `prefers-color-scheme`, so the choice goes where the app's theme toggle keeps it (Mantine's
 * localStorage key), and no run may reset storage.
 */
const dark = process.env.LIGHTHOUSE_THEME === 'dark';

interface Measurement {
  page: string;
  viewport: Viewport;
  score: number | null;
  failures: string[];
}

/** One line per failing audit: its id and the selectors of the elements it names. */
function failingAudits(lhr: Result): string[] {
  const ids = lhr.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [];
  return ids.flatMap((id) => {
    const audit = lhr.audits[id];
    // Informative and not-applicable audits have a null score and do not count against the category.
    if (!audit || audit.score === null || audit.score === 1) return [];
    const details = audit.details as { items?: { node?: { selector?: string } }[] } | undefined;
    const selectors = (details?.items ?? []).flatMap((item) =>
      item.node?.selector ? [item.node.selector] : [],
    );
    return [`${id}: ${selectors.join(' | ') || '(no element named)'}`];
  });
}

async function measure(port: number, path: string, url: string, viewport: Viewport, keepStorage: boolean) {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['accessibility'],
    formFactor: 'mobile',
    screenEmulation: viewports[viewport],
    // Accessibility does not depend on load speed: no simulated slow network or CPU, which only
    // lengthens the runs on a loaded machine.
    throttlingMethod: 'provided',
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A signed-out pupil is sent to /signin: a score of that page must not pass for the dashboard's.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  if (reportDir) {
    const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${viewport}.html`;
    writeFileSync(join(reportDir, name), generateReport(lhr, 'html'));
  }
  return { score: lhr.categories.accessibility?.score ?? null, failures: failingAudits(lhr) };
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run "npm run build" first.');
  const workDir = mkdtempSync(join(tmpdir(), 'rr-bench-lighthouse-'));
  const profileDir = join(workDir, 'profile');
  const mail = await startMailCatcher(join(workDir, 'mail'));
  const server = await startServerProcess(join(workDir, 'server'), {
    SMTP_URL: mail.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const port = await freePort();
  // A debugging port: the tabs Lighthouse opens share this signed-in profile.
  const context = await chromium.launchPersistentContext(
    profileDir,
    chromiumLaunchOptions([`--remote-debugging-port=${port}`]),
  );
  const results: Measurement[] = [];
  const run = async (path: string, url: string, keepStorage: boolean) => {
    for (const viewport of Object.keys(viewports) as Viewport[]) {
      const measured = await measure(port, path, url, viewport, keepStorage);
      results.push({ page: path, viewport, ...measured });
      console.log(`  measured ${path} (${viewport}): ${measured.score ?? 'no score'}`);
    }
  };
  try {
    const s = await assignedApprovedText(server.baseUrl, join(workDir, 'mail'));
    const page = context.pages()[0] ?? (await context.newPage());
    if (dark) {
      await page.goto(`${server.baseUrl}/`);
      await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    }
    // The visitor's pages first, while nobody is signed in (`/signin` sends a signed-in pupil to the dashboard).
    await run('/', `${server.baseUrl}/`, dark);
    await run('/signin', `${server.baseUrl}/signin`, dark);
    await signInThroughForm(server.baseUrl, page, s.pupil.email, s.pupil.password);
    if (dark) {
      // The reader applies the pupil's own reading theme (default `auto`, light here) over the toggle's.
      const key = `reading-rooms-preferences-${s.pupilId}`;
      await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ theme: 'dark' })), key);
    }
    await run('/dashboard', `${server.baseUrl}/dashboard`, true);
    await run('/assignments/{uuid}', `${server.baseUrl}/assignments/${s.uuid}`, true);
  } finally {
    await context.close();
    await server.stop();
    await mail.close();
    rmSync(workDir, { recursive: true, force: true });
  }
  printReport(results);
}

function printReport(results: Measurement[]) {
  console.log(
    `\nLighthouse accessibility, ${dark ? 'dark' : 'light'} theme (goal 1.0 on every page and viewport):`,
  );
  for (const { page, viewport, score, failures } of results) {
    console.log(
      `  ${page.padEnd(20)} ${viewport.padEnd(7)} ${score === null ? 'no score' : score.toFixed(2)}`,
    );
    for (const failure of failures) console.log(`      ${failure}`);
  }
  const met = results.every((result) => result.score === 1);
  console.log(met ? 'Goal met: 1.0 everywhere.' : 'Goal missed: see the failing audits above.');
  if (!met) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
