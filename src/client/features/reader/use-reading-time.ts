import { useCallback, useEffect, useRef } from 'react';
import { onBeforeSignOut } from '#client/state/sign-out-listeners.ts';
import type { UserSync } from '#client/sync/user-sync-atom.ts';
import { write } from '#client/sync/write.ts';
import { createReadingClock } from './reading-clock.ts';

/** A batch at most this often while reading; also on hiding the page, leaving it and finishing. */
const BATCH_EVERY_MS = 30_000;

const isVisible = () => document.visibilityState === 'visible';

/**
 * Measures reading time of the section on screen while the page is visible, sent in batches.
 * Returns `finish()`, which queues what was counted and stops counting: the server refuses reading
 * time once the assignment is completed, so it must be queued before the Finish.
 */
export function useReadingTime(sync: UserSync, uuid: string, chunkIndex: number | null) {
  const clock = useRef(createReadingClock()).current;
  const finished = useRef(false);

  const send = useCallback(async () => {
    const batches = clock.take();
    if (batches.length === 0) return;
    for (const batch of batches) await write(sync, 'reading.time', { uuid, ...batch });
  }, [clock, sync, uuid]);

  useEffect(() => {
    const sendInBackground = () => {
      if (finished.current) return;
      send().catch((error: unknown) => console.warn('Reading time could not be kept', error));
    };
    const onVisibility = () => {
      clock.setVisible(isVisible());
      if (!isVisible()) sendInBackground();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(sendInBackground, BATCH_EVERY_MS);
    // Signing out closes the database before this screen unmounts: the last seconds go out first.
    const offBeforeSignOut = onBeforeSignOut(() => (finished.current ? undefined : send()));
    return () => {
      offBeforeSignOut();
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
      sendInBackground();
    };
  }, [clock, send]);

  useEffect(() => {
    if (chunkIndex !== null) clock.read(chunkIndex, isVisible());
  }, [clock, chunkIndex]);

  return useCallback(async () => {
    await send();
    finished.current = true;
  }, [send]);
}
