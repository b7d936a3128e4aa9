import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { prepareClientI18n } from './client-i18n.ts';

// Modules are transformed on first use in tests, and CI's two cores run several files at once: the
// first screen of a file can take several seconds (8 s was missed on a busy run), so `findBy…` and
// `waitFor` wait up to 15 s, not 1 s (TEST_WAIT_MS sets another limit, for a machine busier still).
configure({ asyncUtilTimeout: Number(process.env.TEST_WAIT_MS ?? 15_000) });

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverShim;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosizing Textarea listens for web fonts loading (`document.fonts`), which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

beforeAll(prepareClientI18n);

// Mantine keeps toasts in a module-level store: one a test left open would show again in the next test.
afterEach(() => {
  cleanup();
  notifications.clean();
});
