import { Box } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

// The menu brings the floating-ui positioning code; visitors never need it, so it loads on its own.
const UserMenu = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));

export function LazyUserMenu({ items }: { items?: ReactNode }) {
  return (
    <Suspense fallback={<Box w={44} h={44} />}>
      <UserMenu items={items} />
    </Suspense>
  );
}
