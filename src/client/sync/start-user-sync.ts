import { notifications } from '@mantine/notifications';
import { i18n } from '#client/i18n/i18n.ts';
import { inScreenLanguageLoaded } from '#client/i18n/server-words.ts';
import { onSignOut } from '#client/state/sign-out-listeners.ts';
import type { AppStore } from '#client/state/store.ts';
import { treatGoneRemovalAsDone } from '#local-db/notifications/gone-is-done.ts';
import type { OutboxEvents } from '#local-db/outbox-events.ts';
import { isSilentKind } from '#local-db/outbox-kinds.ts';
import { createOutboxProcessor } from '#local-db/outbox-processor.ts';
import { pendingCount } from '#local-db/pending-count.ts';
import { openUserDb, type UserDb } from '#local-db/user-db.ts';
import { registerBackgroundSync } from './after-write.ts';
import { createApiTransport } from './api-transport.ts';
import { isRefusalClaimed } from './refusal-claims.ts';
import { sendWhatWaits } from './send-before-sign-out.ts';
import { type UserSync, userSyncAtom } from './user-sync-atom.ts';

function tellRejection({ entry, message }: OutboxEvents['rejected']) {
  console.warn(`The server refused "${entry.kind}": ${message}`);
  if (isSilentKind(entry.kind) || isRefusalClaimed(entry.id)) return;
  void inScreenLanguageLoaded(message).then((sentence) =>
    notifications.show({
      color: 'red',
      title: i18n.t('sync.rejectedTitle'),
      message: sentence,
      autoClose: 8000,
    }),
  );
}

/** docs/product.md §10: unsent changes stay for this user's next sign-in; said again once signed out. */
async function warnAboutPendingChanges(db: UserDb) {
  const count = await pendingCount(db).catch(() => 0);
  if (count === 0) return;
  notifications.show({
    color: 'yellow',
    title: i18n.t('pendingChanges.waiting', { count }),
    message: i18n.t('pendingChanges.keptAfterSignOut'),
    // Long enough to read, but not left up for the next pupil on a shared tablet.
    autoClose: 15_000,
  });
}

/**
 * Opens the user's database and starts its ONE outbox processor (on start, `online`, becoming visible
 * and after each write); stops it and closes the database on sign-out. Returns the stop function.
 */
export function startUserSync(store: AppStore, userId: number): () => void {
  const db = openUserDb(userId);
  const processor = createOutboxProcessor({
    db,
    transport: treatGoneRemovalAsDone(createApiTransport(store)),
  });
  const offRejected = processor.events.on('rejected', tellRejection);
  // A change that could not be sent (no connection, server down) is left to Background Sync as well.
  const offRetrying = processor.events.on('retrying', registerBackgroundSync);
  const onVisible = () => {
    if (document.visibilityState === 'visible') processor.scheduleSync(0);
  };
  let stopped = false;
  const sync: UserSync = { userId, db, processor };
  // Unmounting closes at once: a round still running then fails its write and keeps its entry.
  const stop = () => {
    if (stopped) return;
    stopped = true;
    offSignOut();
    offRejected();
    offRetrying();
    document.removeEventListener('visibilitychange', onVisible);
    void processor.stop();
    if (store.get(userSyncAtom)?.db === db) store.set(userSyncAtom, null);
    db.close();
  };
  const offSignOut = onSignOut(async () => {
    await sendWhatWaits(sync);
    await warnAboutPendingChanges(db);
    stop();
  });
  document.addEventListener('visibilitychange', onVisible);
  store.set(userSyncAtom, sync);
  processor.start();
  return stop;
}
