import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { signOut } from '#client/state/session.ts';
import { runSignOutListeners } from '#client/state/sign-out-listeners.ts';

/** docs/product.md §2 sign-out order: listeners (realtime disconnect, …), then the logout call, then / even on failure. */
export function useSignOut() {
  const store = useStore();
  const navigate = useNavigate();
  return async () => {
    try {
      await runSignOutListeners();
      await signOut(store);
    } finally {
      await navigate({ to: '/' });
    }
  };
}
