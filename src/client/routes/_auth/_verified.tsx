import { createFileRoute, redirect } from '@tanstack/react-router';
import { emailVerifiedAtom } from '#client/state/session-atoms.ts';

/** Protected pages other than the verification screens need a verified e-mail (docs/product.md §2). */
export const Route = createFileRoute('/_auth/_verified')({
  beforeLoad: ({ context }) => {
    if (!context.store.get(emailVerifiedAtom)) throw redirect({ to: '/email/verify', replace: true });
  },
});
