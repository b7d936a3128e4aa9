import { useSyncExternalStore } from 'react';

/** The browser's online/offline events: the app's one signal (TanStack Query listens to it too). */
export function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Calls `onOnline` each time the browser comes back online; returns the unsubscribe. */
export const subscribeBackOnline = (onOnline: () => void) =>
  subscribeOnline(() => {
    if (navigator.onLine) onOnline();
  });

/** Whether the browser says it is online, re-rendering when that changes. */
export function useOnline() {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
