import { createFileRoute } from '@tanstack/react-router';
import { EmailVerificationPage } from '#client/features/email-verification/email-verification-page.tsx';
import { validateVerificationSearch } from '../../-search-params.ts';

function EmailVerifyRoute() {
  const search = Route.useSearch();
  return <EmailVerificationPage verified={search.verified} error={search.error} />;
}

export const Route = createFileRoute('/_auth/email/verify')({
  validateSearch: validateVerificationSearch,
  component: EmailVerifyRoute,
});
