import { createFileRoute, redirect } from '@tanstack/react-router';
import { validateSignUpSearch } from '../-search-params.ts';

/** Old sign-up address: same screen, same query (docs/product.md §2). */
export const Route = createFileRoute('/_guest/register')({
  validateSearch: validateSignUpSearch,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/signup', search, replace: true });
  },
});
