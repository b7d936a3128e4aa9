import { useEffect, useRef } from 'react';
import { enqueue } from '#local-db/enqueue.ts';
import '#local-db/reading/reading-mutations.ts';
import { afterWrite, type ReaderSync } from './reader-sync.ts';
import { createReadingClock } from './reading-clock.ts';

/** A batch at most this often while reading; also on leaving a section, hiding the page and leaving. */
const BATCH_EVERY_MS = 30_000;

const isVisible = () => document.visibilityState === 'visible';

/** Measures reading time of the section on screen while the page is visible, sent in batches. */
export function useReadingTime(sync: ReaderSync, uuid: string, chunkIndex: number | null) {
  const clock = useRef(createReadingClock()).current;

  useEffect(() => {
    const send = () => {
      const batches = clock.take();
      if (batches.length === 0) return;
      void (async () => {
        for (const batch of batches) await enqueue(sync.db, 'reading.time', { uuid, ...batch });
        afterWrite(sync.processor);
      })().catch((error: unknown) => console.warn('Reading time could not be kept', error));
    };
    const onVisibility = () => {
      clock.setVisible(isVisible());
      if (!isVisible()) send();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(send, BATCH_EVERY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
      send();
    };
  }, [clock, sync, uuid]);

  useEffect(() => {
    if (chunkIndex !== null) clock.read(chunkIndex, isVisible());
  }, [clock, chunkIndex]);
}
