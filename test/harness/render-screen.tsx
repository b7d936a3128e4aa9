import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createAppQueryClient } from '#client/state/query-client.ts';
import type { AppStore } from '#client/state/store.ts';

/**
 * One screen alone, as the only route of a router at '/' (memory history), inside the given jotai store,
 * a fresh remote-data cache, Mantine and its toasts: for screens tested without the app's guards and layout.
 */
export function renderScreen(store: AppStore, component: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <Provider store={store}>
      <QueryClientProvider client={createAppQueryClient()}>
        <MantineProvider env="test">
          <Notifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return router;
}
