import { Box, Container, Stack } from '@mantine/core';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { NavigationBar } from '#client/features/navigation/navigation-bar.tsx';
import { PwaControls } from '#client/features/pwa/pwa-controls.tsx';
import type { RouterContext } from '#client/router.ts';
import { initSession } from '#client/state/session.ts';
import { userAtom } from '#client/state/session-atoms.ts';
import { OfflineNotice } from '#client/sync/offline-notice.tsx';
import { RouteErrorScreen } from '#client/ui/route-error-screen.tsx';

// Signed-in services (local database, outbox, realtime, the bell) load beside the first route, never in it.
const signedIn = () => import('./-signed-in-services.tsx');
const SignedInServices = lazy(() => signedIn().then((module) => ({ default: module.SignedInServices })));
const NotificationSlot = lazy(() => signedIn().then((module) => ({ default: module.NotificationSlot })));
// The menu entry brings Mantine's Menu (floating-ui): it loads with the user menu, not the first route.
const InstallMenuItem = lazy(() =>
  import('#client/features/pwa/install-menu-item.tsx').then((module) => ({
    default: module.InstallMenuItem,
  })),
);
const ThemeToggleSlot = lazy(() => signedIn().then((module) => ({ default: module.ThemeToggleSlot })));
const SignedInNotices = lazy(() => signedIn().then((module) => ({ default: module.SignedInNotices })));

function RootLayout() {
  const userId = useAtomValue(userAtom)?.id;
  return (
    <>
      <NavigationBar
        colorSchemeToggle={
          userId === undefined ? undefined : (
            <Suspense fallback={<Box w={44} h={44} />}>
              <ThemeToggleSlot />
            </Suspense>
          )
        }
        notificationSlot={
          <Suspense fallback={<Box w={44} h={44} />}>
            <NotificationSlot />
          </Suspense>
        }
        userMenuItems={
          <Suspense>
            <InstallMenuItem />
          </Suspense>
        }
      />
      {userId !== undefined && (
        <Suspense>
          <SignedInServices userId={userId} />
        </Suspense>
      )}
      {/* Notices sit in the page's flow under the header: nothing floats over a story or a dialog. */}
      <Container size="xl" pt="xs">
        <Stack gap="xs">
          <OfflineNotice />
          <PwaControls offerInstall={userId === undefined} />
          {userId !== undefined && (
            <Suspense>
              <SignedInNotices userId={userId} />
            </Suspense>
          )}
        </Stack>
      </Container>
      <Box component="main" pb="xl">
        <Outlet />
      </Box>
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // docs/product.md §4: the session is initialised (once) before every navigation, so guards see the real state.
  beforeLoad: ({ context }) => initSession(context.store),
  component: RootLayout,
  // A failure above every layout (the session could not start) still gets words and "Try again".
  errorComponent: RouteErrorScreen,
});
