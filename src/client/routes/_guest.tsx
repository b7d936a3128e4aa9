import { createFileRoute, redirect } from '@tanstack/react-router';
import { isAuthenticatedAtom } from '#client/state/session-atoms.ts';

/** Guest-only pages: a signed-in person goes to the dashboard (docs/product.md §2). */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context }) => {
    if (context.store.get(isAuthenticatedAtom)) throw redirect({ to: '/dashboard', replace: true });
  },
});
