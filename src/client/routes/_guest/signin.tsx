import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '#client/features/auth/sign-in-page.tsx';
import { validateSignInSearch } from '../-search-params.ts';

function SignInRoute() {
  return <SignInPage search={Route.useSearch()} />;
}

export const Route = createFileRoute('/_guest/signin')({
  validateSearch: validateSignInSearch,
  component: SignInRoute,
});
