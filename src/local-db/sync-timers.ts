/** The processor's two timers: the write debounce and the head entry's backoff. */
export function createSyncTimers() {
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let backoffTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  return {
    debounce(delayMs: number, run: () => void) {
      clearTimeout(debounceTimer);
      if (!disposed) debounceTimer = setTimeout(run, delayMs);
    },
    /** One timer, for the head entry's next attempt. */
    backoff(at: number, run: () => void) {
      clearTimeout(backoffTimer);
      if (!disposed) backoffTimer = setTimeout(run, Math.max(0, at - Date.now()));
    },
    dispose() {
      disposed = true;
      clearTimeout(debounceTimer);
      clearTimeout(backoffTimer);
    },
  };
}
