import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '#client/features/auth/sign-up-page.tsx';
import { validateSignUpSearch } from '../-search-params.ts';

function SignUpRoute() {
  return <SignUpPage search={Route.useSearch()} />;
}

export const Route = createFileRoute('/_guest/signup')({
  validateSearch: validateSignUpSearch,
  component: SignUpRoute,
});
