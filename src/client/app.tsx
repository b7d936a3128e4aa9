import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { Provider, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LocaleFollower } from './i18n/locale-follower.tsx';
import { createAppRouter } from './router.ts';
import { tokenAtom } from './state/session-atoms.ts';
import type { AppStore } from './state/store.ts';
import { cssVariablesResolver, theme } from './ui/theme.ts';

// Toasts are never needed for the first paint, and only signed-in work shows them (a visitor's
// screens speak in alerts): their container loads once someone has signed in, and stays, since
// signing out may say that changes wait on this device.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

function SignedInToasts() {
  const signedIn = Boolean(useAtomValue(tokenAtom));
  const [needed, setNeeded] = useState(signedIn);
  useEffect(() => {
    if (signedIn) setNeeded(true);
  }, [signedIn]);
  if (!needed && !signedIn) return null;
  return (
    <Suspense>
      <Notifications position="top-right" />
    </Suspense>
  );
}

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
        <SignedInToasts />
        <LocaleFollower />
        <RouterProvider router={appRouter} />
      </MantineProvider>
    </Provider>
  );
}
