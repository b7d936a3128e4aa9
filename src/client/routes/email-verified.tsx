import { createFileRoute } from '@tanstack/react-router';
import { EmailVerificationPage } from '#client/features/email-verification/email-verification-page.tsx';
import { validateVerificationSearch } from './-search-params.ts';

function EmailVerifiedRoute() {
  const search = Route.useSearch();
  return <EmailVerificationPage verified={search.verified} error={search.error} />;
}

export const Route = createFileRoute('/email-verified')({
  validateSearch: validateVerificationSearch,
  component: EmailVerifiedRoute,
});
