import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any unknown path goes home (spec §2). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
