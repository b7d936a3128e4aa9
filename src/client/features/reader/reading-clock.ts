/** Whole seconds read in one section, ready to send as one `POST …/reading-time` batch. */
export interface ReadingBatch {
  chunkIndex: number;
  seconds: number;
}

/**
 * Counts reading time per section while the page is visible. `take()` hands out the whole seconds
 * counted so far and keeps the remainder, so nothing is lost or counted twice between batches.
 */
export function createReadingClock(now: () => number = () => performance.now()) {
  const counted = new Map<number, number>(); // chunk index → milliseconds
  let chunkIndex: number | null = null;
  let since: number | null = null;

  function settle() {
    if (chunkIndex === null || since === null) return;
    const at = now();
    counted.set(chunkIndex, (counted.get(chunkIndex) ?? 0) + (at - since));
    since = at;
  }

  return {
    /** The section on screen changed (or reading begins). */
    read(chunk: number, visible: boolean) {
      settle();
      chunkIndex = chunk;
      since = visible ? now() : null;
    },
    /** The page was hidden or shown again (`visibilitychange`). */
    setVisible(visible: boolean) {
      settle();
      since = visible && chunkIndex !== null ? now() : null;
    },
    take(): ReadingBatch[] {
      settle();
      const batches: ReadingBatch[] = [];
      for (const [chunk, ms] of counted) {
        const seconds = Math.floor(ms / 1000);
        if (seconds > 0) batches.push({ chunkIndex: chunk, seconds });
        counted.set(chunk, ms - seconds * 1000);
      }
      return batches;
    },
  };
}
