import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { AppStore } from './state/store.ts';
import { RouteErrorScreen } from './ui/route-error-screen.tsx';

export interface RouterContext {
  /** The jotai store holding the session; guards read it in `beforeLoad`. */
  store: AppStore;
}

export function createAppRouter({ store, history }: { store: AppStore; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    history,
    context: { store },
    defaultPreload: 'intent',
    // Every route without its own: a friendly message and "Try again" instead of a blank screen.
    defaultErrorComponent: RouteErrorScreen,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
