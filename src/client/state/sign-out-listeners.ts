/**
 * Work to do first when a person signs out, before the logout call (spec §2: sign out disconnects realtime,
 * then calls logout). The realtime, push and local-db features register here; a listener that throws or
 * rejects does not stop the sign-out.
 */
export type SignOutListener = () => void | Promise<void>;

const listeners = new Set<SignOutListener>();

/** Registers a listener; returns the function that removes it. */
export function onSignOut(listener: SignOutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function runSignOutListeners(): Promise<void> {
  const results = await Promise.allSettled([...listeners].map(async (listener) => listener()));
  for (const result of results) {
    if (result.status === 'rejected') console.warn('A sign-out listener failed', result.reason);
  }
}
