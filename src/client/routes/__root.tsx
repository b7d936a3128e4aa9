import { Box } from '@mantine/core';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NavigationBar } from '#client/features/navigation/navigation-bar.tsx';
import { PwaControls } from '#client/features/pwa/pwa-controls.tsx';
import type { RouterContext } from '#client/router.ts';
import { initSession } from '#client/state/session.ts';

function RootLayout() {
  return (
    <>
      <NavigationBar />
      <Box component="main" pb="xl">
        <Outlet />
      </Box>
      <PwaControls />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec §4: the session is initialised (once) before every navigation, so guards see the real state.
  beforeLoad: ({ context }) => initSession(context.store),
  component: RootLayout,
});
