import { createFileRoute, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isAuthenticatedAtom } from '#client/state/session-atoms.ts';

/** Protected pages: a visitor goes to /signin with the wanted full path in `redirect` (docs/product.md §2). */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    if (!context.store.get(isAuthenticatedAtom)) {
      throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    }
  },
  component: SignedInLayout,
});

// The remote-data cache (TanStack Query) loads with the first signed-in page, not for visitors.
const RemoteDataLayout = lazy(() =>
  import('./-remote-data-layout.tsx').then((module) => ({ default: module.RemoteDataLayout })),
);

function SignedInLayout() {
  return (
    <Suspense>
      <RemoteDataLayout />
    </Suspense>
  );
}
