import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { leaveTablet, signOut } from '#client/state/session.ts';
import { runSignOutListeners } from '#client/state/sign-out-listeners.ts';
import type { AppStore } from '#client/state/store.ts';

/** Where signing out lands: the start page, or a shared tablet's class names (docs/classrooms.md). */
export type SignOutDestination = '/' | '/class';

/** docs/product.md §2 sign-out order: listeners (realtime disconnect, …), then ending the session, then `to` even on failure. */
function useLeave(endSession: (store: AppStore) => Promise<void>) {
  const store = useStore();
  const navigate = useNavigate();
  return async ({ to = '/' }: { to?: SignOutDestination } = {}) => {
    try {
      await runSignOutListeners();
      await endSession(store);
    } finally {
      await navigate({ to });
    }
  };
}

/** Signs out for real: the logout call ends the session on the server. */
export const useSignOut = () => useLeave(signOut);

/**
 * "Switch pupil" on a shared tablet (docs/classrooms.md): back to the class's names, the pupil's
 * session kept on the tablet so they can come back offline, their unsent changes queued under them.
 */
export function useSwitchPupil() {
  const leave = useLeave(leaveTablet);
  return () => leave({ to: '/class' });
}
