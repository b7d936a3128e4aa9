import { afterAll, beforeAll, expect } from 'vitest';
import { type Browser, launchBrowser } from './browser.ts';

/**
 * The one browser of a test file: launched before its tests, closed after them, and the file fails if
 * any page threw. Its `page` and `context` can be read once the tests run (beforeAll has launched it).
 */
export function browserForFile(options: Parameters<typeof launchBrowser>[0] = {}): Browser {
  let launched: Browser | undefined;
  const pageErrors: Error[] = [];
  beforeAll(async () => {
    launched = await launchBrowser(options);
    launched.page.on('pageerror', (error) => pageErrors.push(error));
  });
  afterAll(async () => {
    await launched?.close();
    expect(pageErrors).toEqual([]);
  });
  const current = () => {
    if (!launched) throw new Error('The browser is launched in beforeAll; read it inside a test.');
    return launched;
  };
  return {
    get context() {
      return current().context;
    },
    get page() {
      return current().page;
    },
    close: () => current().close(),
  };
}
