import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { tokenAtom, userAtom } from '#client/state/session-atoms.ts';
import { onSignOut } from '#client/state/sign-out-listeners.ts';
import { useUserSync } from '#client/sync/use-user-sync.ts';
import { notifiedAssignmentsMissing } from '#local-db/notifications/notified-assignments.ts';
import { clearDeviceSession, writeDeviceSession } from '#local-db/reading/device-session.ts';
import { readingTables } from '#local-db/reading/reading-tables.ts';
import type { UserDb } from '#local-db/user-db.ts';
import { PULL_ASSIGNED_TEXTS } from '#local-db/worker-names.ts';

// Registered once, when this module first loads: the service worker stops acting for a signed-out user.
onSignOut(() => clearDeviceSession());

async function askServiceWorkerToPull() {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: PULL_ASSIGNED_TEXTS });
}

async function shareWithServiceWorker(userId: number, token: string) {
  await writeDeviceSession(userId, token);
  await askServiceWorkerToPull();
}

/** Assignments announced by a notification whose text is not on this device yet. */
const notifiedNotOnDevice = async (db: UserDb) =>
  notifiedAssignmentsMissing(db, new Set(await readingTables(db).assignments.toCollection().primaryKeys()));

/**
 * A text assigned while the app is open is brought onto the device when its notification arrives,
 * not only at the next sign-in, push or Background Sync.
 */
function usePullOnAnnouncedAssignment() {
  const db = useUserSync()?.db;
  const missing = useLiveQuery(async () => (db ? notifiedNotOnDevice(db) : ''), [db], '');
  useEffect(() => {
    if (!missing) return;
    askServiceWorkerToPull().catch((error: unknown) =>
      console.warn('The service worker could not be asked to pull the new text', error),
    );
  }, [missing]);
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
  usePullOnAnnouncedAssignment();
  return null;
}
