import type { ChildProcess } from 'node:child_process';

/** Resolves with the next IPC message of `type` that the forked bench server sends. */
export function nextMessageOf<M extends { type: string }, T extends M['type']>(child: ChildProcess, type: T) {
  return new Promise<Extract<M, { type: T }>>((resolve) => {
    const listener = (message: M) => {
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message as Extract<M, { type: T }>);
    };
    child.on('message', listener);
  });
}
