import { Box } from '@mantine/core';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { NavigationBar } from '#client/features/navigation/navigation-bar.tsx';
import { PwaControls } from '#client/features/pwa/pwa-controls.tsx';
import type { RouterContext } from '#client/router.ts';
import { initSession } from '#client/state/session.ts';
import { userAtom } from '#client/state/session-atoms.ts';

// Signed-in services (local database, outbox, realtime, the bell) load beside the first route, never in it.
const signedIn = () => import('./-signed-in-services.tsx');
const SignedInServices = lazy(() => signedIn().then((module) => ({ default: module.SignedInServices })));
const NotificationSlot = lazy(() => signedIn().then((module) => ({ default: module.NotificationSlot })));

function RootLayout() {
  const userId = useAtomValue(userAtom)?.id;
  return (
    <>
      <NavigationBar
        notificationSlot={
          <Suspense fallback={<Box w={44} h={44} />}>
            <NotificationSlot />
          </Suspense>
        }
      />
      {userId !== undefined && (
        <Suspense>
          <SignedInServices userId={userId} />
        </Suspense>
      )}
      <Box component="main" pb="xl">
        <Outlet />
      </Box>
      <PwaControls />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // docs/product.md §4: the session is initialised (once) before every navigation, so guards see the real state.
  beforeLoad: ({ context }) => initSession(context.store),
  component: RootLayout,
});
