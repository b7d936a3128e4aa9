import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { signOut } from '#client/state/session.ts';
import { runSignOutListeners } from '#client/state/sign-out-listeners.ts';

/** Where signing out lands: the start page, or a shared tablet's class names (docs/classrooms.md). */
export type SignOutDestination = '/' | '/class';

/** docs/product.md §2 sign-out order: listeners (realtime disconnect, …), then the logout call, then / even on failure. */
export function useSignOut() {
  const store = useStore();
  const navigate = useNavigate();
  return async ({ to = '/' }: { to?: SignOutDestination } = {}) => {
    try {
      await runSignOutListeners();
      await signOut(store);
    } finally {
      await navigate({ to });
    }
  };
}
