import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { tokenAtom, userAtom } from '#client/state/session-atoms.ts';
import { onSignOut } from '#client/state/sign-out-listeners.ts';
import { clearDeviceSession, writeDeviceSession } from '#local-db/reading/device-session.ts';
import { PULL_ASSIGNED_TEXTS } from '#local-db/worker-names.ts';

// Registered once, when this module first loads: the service worker stops acting for a signed-out user.
onSignOut(() => clearDeviceSession());

async function shareWithServiceWorker(userId: number, token: string) {
  await writeDeviceSession(userId, token);
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: PULL_ASSIGNED_TEXTS });
}

/**
 * Lets the service worker bring every assigned text onto the device right after sign-in, so an
 * assignment opens offline even if it was never opened online. Renders nothing.
 */
export function OfflineTextsService() {
  const userId = useAtomValue(userAtom)?.id;
  const token = useAtomValue(tokenAtom);
  // Leaving the signed-in state any way (sign-out, or an expired session's 401, which runs no
  // sign-out listeners): the service worker must stop acting for, and serving the books of, this user.
  useEffect(
    () => () => {
      clearDeviceSession().catch((error: unknown) =>
        console.warn('The device session could not be cleared', error),
      );
    },
    [],
  );
  useEffect(() => {
    if (userId === undefined || !token) return;
    shareWithServiceWorker(userId, token).catch((error: unknown) =>
      console.warn('The service worker could not be told about the sign-in', error),
    );
  }, [userId, token]);
  return null;
}
