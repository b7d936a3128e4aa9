import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of remote data (TanStack Query). Owner work is online only and every screen says
 * plainly when a load fails and offers to try again, so queries are not retried behind the
 * person's back, nor refetched on every focus of a classroom tablet.
 */
export function createAppQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
