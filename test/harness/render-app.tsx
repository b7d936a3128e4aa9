import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '#client/app.tsx';
import { createAppRouter } from '#client/router.ts';
import type { AppStore } from '#client/state/store.ts';

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

/** Renders the real app (real route tree, guards, providers) at `path` with a memory history. */
export function renderApp({ store, path }: { store: AppStore; path: string }) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ store, history });
  const view = render(<App store={store} router={router} mantineEnv="test" />);
  return { ...view, router };
}
