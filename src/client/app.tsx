import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { LocaleFollower } from './i18n/locale-follower.tsx';
import { createAppRouter } from './router.ts';
import type { AppStore } from './state/store.ts';
import { cssVariablesResolver, theme } from './ui/theme.ts';

// Toasts are never needed for the first paint; their container loads beside the first route.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Providers around the router: the jotai store (also in the router context), Mantine and its
 * toasts. The remote-data cache is provided by the signed-in layout (routes/-remote-data-layout.tsx),
 * so a visitor's first load does not carry it.
 */
export interface AppProps {
  store: AppStore;
  router?: ReturnType<typeof createAppRouter>;
  /** `test` turns Mantine's transitions and portals off (jsdom runs no CSS transitions). */
  mantineEnv?: 'default' | 'test';
}

export function App({ store, router, mantineEnv }: AppProps) {
  const [appRouter] = useState(() => router ?? createAppRouter({ store }));
  return (
    <Provider store={store}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        env={mantineEnv}
      >
        <Suspense>
          <Notifications position="top-right" />
        </Suspense>
        <LocaleFollower />
        <RouterProvider router={appRouter} />
      </MantineProvider>
    </Provider>
  );
}
