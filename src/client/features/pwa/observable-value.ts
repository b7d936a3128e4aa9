import { useSyncExternalStore } from 'react';

/**
 * A value set by browser events outside React (service worker, install prompt) that components
 * subscribe to. Kept local to the PWA feature: it holds browser objects, not app state.
 */
export function observableValue<T>(initial: T) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: T) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ObservableValue<T> = ReturnType<typeof observableValue<T>>;

export function useObservableValue<T>(value: ObservableValue<T>): T {
  return useSyncExternalStore(value.subscribe, value.get, value.get);
}
