/**
 * `run`, one call at a time. A call while one runs gets one follow-up run after it, shared by every
 * call made meanwhile, with their options merged by `merge`: the running call may have looked at
 * its data before the caller's change landed, so handing the caller that call would lose the change
 * (the outbox's send, a pushed notification a stale pull would drop; docs/architecture.md §12, §16).
 */
export function oneRunAtATime<Options, Result>(
  run: (options: Options) => Promise<Result>,
  merge: (waiting: Options, added: Options) => Options,
) {
  let running: Promise<Result> | null = null;
  type FollowUp = { promise: Promise<Result>; options: Options };
  let followUp: FollowUp | null = null;

  function start(options: Options): Promise<Result> {
    running = run(options).finally(() => {
      running = null;
    });
    return running;
  }

  function call(options: Options): Promise<Result> {
    if (!running) return start(options);
    if (followUp) {
      followUp.options = merge(followUp.options, options);
      return followUp.promise;
    }
    const next: FollowUp = {
      options,
      promise: running
        .catch(() => undefined)
        .then(() => {
          followUp = null;
          return running ?? start(next.options);
        }),
    };
    followUp = next;
    return next.promise;
  }

  /** Settles once the running call and any follow-up have ended. */
  const settled = (): Promise<unknown> => followUp?.promise ?? running ?? Promise.resolve();

  return { call, settled };
}
