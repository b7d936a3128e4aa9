import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** What is wrong with a screen's layout, in words a failing test can print; empty when nothing is. */
export interface LayoutProblems {
  overflow: string[];
  headerOutside: string[];
  overlays: string[];
  cutText: string[];
  smallTargets: string[];
}

/**
 * Checks the screen now shown: no horizontal scrolling; the header's controls inside the viewport;
 * nothing fixed on top of the reader's text, its choices or an open dialog; no badge or status cut
 * with an ellipsis; every target a finger uses at least 44×44 px (links inside running text are
 * exempt, as WCAG 2.5.8 exempts them).
 */
export function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${label ? ` "${label}"` : ''}`;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      );
    };
    const intersects = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

    const overflow =
      document.documentElement.scrollWidth > window.innerWidth
        ? [`page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`]
        : [];

    const header = document.querySelector('header');
    const headerOutside = header
      ? [...header.querySelectorAll('a, button')]
          .filter(shown)
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.right > window.innerWidth + 0.5 || box.left < -0.5;
          })
          .map(describe)
      : ['no header'];

    // Anything drawn above the page flow: fixed or sticky, except the header, dialogs and toasts.
    const floating = [...document.body.querySelectorAll('*')].filter((el) => {
      const position = getComputedStyle(el).position;
      if (position !== 'fixed' && position !== 'sticky') return false;
      if (el.closest('header, [role="dialog"], .mantine-Modal-root, .mantine-Notifications-root'))
        return false;
      if (el.matches('.mantine-Modal-overlay, .mantine-Overlay-root')) return false;
      return shown(el);
    });
    const protectedAreas = [
      ...document.querySelectorAll('[data-testid="section-text"] p, [role="radiogroup"], [role="dialog"]'),
    ].filter(shown);
    const overlays = floating.flatMap((el) =>
      protectedAreas
        .filter(
          (area) =>
            !el.contains(area) && intersects(el.getBoundingClientRect(), area.getBoundingClientRect()),
        )
        .map((area) => `${describe(el)} covers ${describe(area)}`),
    );

    const cutText = [...document.body.querySelectorAll('*')]
      .filter(shown)
      .filter((el) => {
        const style = getComputedStyle(el);
        const clipsText =
          style.textOverflow === 'ellipsis' ||
          el.matches('.mantine-Badge-label, .mantine-Button-label, .mantine-SegmentedControl-label');
        return clipsText && el.scrollWidth > el.clientWidth + 1;
      })
      .map(describe);

    const targets = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="checkbox"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"]',
    );
    const smallTargets = [...targets]
      .filter(shown)
      .filter((el) => !(el.matches('a') && el.closest('p, li > p')))
      .filter((el) => !el.closest('[aria-hidden="true"]'))
      .filter((el) => {
        // A checkbox or radio is tapped through its label: the label's box is the target.
        const target = el.matches('input[type="checkbox"], input[type="radio"]')
          ? (el.closest('label') ??
            el.closest('.mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body') ??
            el)
          : el;
        const box = target.getBoundingClientRect();
        return box.width < 43.5 || box.height < 43.5;
      })
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${describe(el)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      });

    return { overflow, headerOutside, overlays, cutText, smallTargets };
  });
}

/**
 * Saves a full-page screenshot when LAYOUT_SCREENSHOTS names a folder (to look at, not to compare);
 * `E2E_COLOR_SCHEME=dark` (browser.ts) takes them in the dark theme.
 */
export async function saveScreenshot(page: Page, name: string) {
  const folder = process.env.LAYOUT_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

/** `saveScreenshot` at a tablet's width (1024×768) and a phone's (390×844), then back at the tablet's. */
export async function saveScreenshotsAtBothWidths(page: Page, name: string) {
  if (!process.env.LAYOUT_SCREENSHOTS) return;
  await page.setViewportSize({ width: 1024, height: 768 });
  await saveScreenshot(page, `${name}-1024`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1024, height: 768 });
}
