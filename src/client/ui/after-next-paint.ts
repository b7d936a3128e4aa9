/** A hidden page paints no frame: work waits at most this long for one. */
const LONGEST_WAIT_MS = 100;

/**
 * Runs `work` once the next frame has been painted (a task after that frame's animation callbacks),
 * so what a tap shows reaches the screen before bookkeeping the child does not see. Never later than
 * `LONGEST_WAIT_MS`, and exactly once.
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, LONGEST_WAIT_MS);
}
