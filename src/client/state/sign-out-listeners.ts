/**
 * Work to do first when a person signs out, before the logout call (docs/product.md §2: sign out disconnects realtime,
 * then calls logout). The realtime, push and local-db features register here; a listener that throws or
 * rejects does not stop the sign-out.
 */
export type SignOutListener = () => void | Promise<void>;

const lastWrites = new Set<SignOutListener>();
const listeners = new Set<SignOutListener>();

/**
 * A screen holding changes in memory (the reader's reading time) writes them to the outbox here;
 * these run and finish before the `onSignOut` listeners, which send the outbox and close it.
 */
export function onBeforeSignOut(listener: SignOutListener): () => void {
  lastWrites.add(listener);
  return () => lastWrites.delete(listener);
}

/** Registers a listener; returns the function that removes it. */
export function onSignOut(listener: SignOutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function runAll(set: Set<SignOutListener>) {
  const results = await Promise.allSettled([...set].map(async (listener) => listener()));
  for (const result of results) {
    if (result.status === 'rejected') console.warn('A sign-out listener failed', result.reason);
  }
}

export async function runSignOutListeners(): Promise<void> {
  await runAll(lastWrites);
  await runAll(listeners);
}
