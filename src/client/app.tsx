import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createAppRouter } from './router.ts';
import { createAppQueryClient } from './state/query-client.ts';
import { onSignOut } from './state/sign-out-listeners.ts';
import type { AppStore } from './state/store.ts';
import { theme } from './ui/theme.ts';

// Toasts are never needed for the first paint; their container loads beside the first route.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Providers around the router: the jotai store (also in the router context), the remote-data cache
 * (emptied on sign-out: a shared tablet's next person never sees the last one's data), Mantine and
 * its toasts.
 */
export interface AppProps {
  store: AppStore;
  router?: ReturnType<typeof createAppRouter>;
  /** `test` turns Mantine's transitions and portals off (jsdom runs no CSS transitions). */
  mantineEnv?: 'default' | 'test';
}

export function App({ store, router, mantineEnv }: AppProps) {
  const [appRouter] = useState(() => router ?? createAppRouter({ store }));
  const [queryClient] = useState(createAppQueryClient);
  useEffect(() => onSignOut(() => queryClient.clear()), [queryClient]);
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="auto" env={mantineEnv}>
          <Suspense>
            <Notifications position="top-right" />
          </Suspense>
          <RouterProvider router={appRouter} />
        </MantineProvider>
      </QueryClientProvider>
    </Provider>
  );
}
