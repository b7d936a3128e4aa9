import type { OutboxEntry } from './outbox-entry.ts';

/** Plain events for the UI (through its jotai gateway) and the service worker; no React here. */
export interface OutboxEvents {
  synced: { entry: OutboxEntry; body: unknown };
  /** The server refused the change: it was rolled back; tell the person `message`. */
  rejected: { entry: OutboxEntry; status: number; message: string };
  retrying: { entry: OutboxEntry; reason: string; nextAttemptAt: number };
  /** The session has lapsed; entries wait for the next sign-in. */
  unauthorized: { entry: OutboxEntry };
  /** A sync round failed unexpectedly (e.g. the database was closed). */
  error: { error: unknown };
}

type Listener<T> = (event: T) => void;

export interface Emitter<Events> {
  /** Returns the function that unsubscribes. */
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, event: Events[K]): void;
}

export function createEmitter<Events>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set.add(listener as Listener<never>));
      return () => set.delete(listener as Listener<never>);
    },
    emit(type, event) {
      for (const listener of listeners.get(type) ?? []) {
        try {
          (listener as Listener<typeof event>)(event);
        } catch (error) {
          // A faulty listener must not stop the sync; surface it as an uncaught error instead.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
