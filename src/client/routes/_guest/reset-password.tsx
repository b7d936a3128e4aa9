import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '#client/features/auth/reset-password-page.tsx';
import { validateResetPasswordSearch } from '../-search-params.ts';

function ResetPasswordRoute() {
  return <ResetPasswordPage search={Route.useSearch()} />;
}

export const Route = createFileRoute('/_guest/reset-password')({
  validateSearch: validateResetPasswordSearch,
  component: ResetPasswordRoute,
});
