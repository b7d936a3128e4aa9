import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { prepareClientI18n } from './client-i18n.ts';

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

beforeAll(prepareClientI18n);

// Mantine keeps toasts in a module-level store: one a test left open would show again in the next test.
afterEach(() => {
  cleanup();
  notifications.clean();
});
