import { type ReaderPreferences, readerPreferencesSchema } from '#contract/reader-preferences.ts';

/** Reading preferences, chosen in Settings and applied by the reader; kept per user on the device. */
export type { ReaderPreferences };

/** Every field at its default: what the schema makes of nothing stored. */
const defaultPreferences: ReaderPreferences = readerPreferencesSchema.parse({});

export const preferencesKey = (userId: number | string) => `reading-rooms-preferences-${userId}`;

export function readPreferences(userId: number | string | undefined): ReaderPreferences {
  if (userId === undefined) return defaultPreferences;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(preferencesKey(userId)) ?? '{}');
    const parsed = readerPreferencesSchema.safeParse(stored);
    return parsed.success ? parsed.data : defaultPreferences;
  } catch {
    return defaultPreferences;
  }
}

const CHANGED = 'reading-rooms-preferences-changed';

export function writePreferences(userId: number | string, preferences: ReaderPreferences): void {
  localStorage.setItem(preferencesKey(userId), JSON.stringify(preferences));
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when preferences change in this tab or another one. */
export function subscribePreferences(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}
