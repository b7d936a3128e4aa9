import { createFileRoute, redirect } from '@tanstack/react-router';
import { keepWholeQuery } from '../-search-params.ts';

/** Old sign-up address: same screen, same query (docs/product.md §2). */
export const Route = createFileRoute('/_guest/register')({
  validateSearch: keepWholeQuery,
  beforeLoad: ({ search }) => {
    // /signup reads what it knows (email, token) and keeps the rest in the address.
    throw redirect({ to: '/signup', search: search as never, replace: true });
  },
});
