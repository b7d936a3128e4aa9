import { createFileRoute, redirect } from '@tanstack/react-router';
import { isAuthenticatedAtom } from '#client/state/session-atoms.ts';

/** Protected pages: a visitor goes to /signin with the wanted full path in `redirect` (docs/product.md §2). */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    if (!context.store.get(isAuthenticatedAtom)) {
      throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    }
  },
});
