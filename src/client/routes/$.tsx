import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any unknown path goes home (docs/product.md §2). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
