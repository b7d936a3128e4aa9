import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { queryClientAtom } from '#client/state/query-client.ts';
import { onSignOut } from '#client/state/sign-out-listeners.ts';

/**
 * Every signed-in page reads remote data through one TanStack Query cache, provided here: a lazy
 * layout, so the library stays out of a visitor's first load. The cache is emptied on sign-out: on
 * a shared tablet the next person never sees the last one's data.
 */
export function RemoteDataLayout() {
  const queryClient = useAtomValue(queryClientAtom);
  useEffect(() => onSignOut(() => queryClient.clear()), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
