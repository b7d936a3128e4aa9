import { useMantineColorScheme } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { userAtom } from '#client/state/session-atoms.ts';
import { readerPreferencesSchema } from '#contract/reader-preferences.ts';
import {
  type ReaderPreferences,
  readPreferences,
  subscribePreferences,
  writePreferences,
} from './reader-preferences.ts';

/** The signed-in user's reading preferences and a setter that stores them on this device. */
export function useReaderPreferences() {
  const userId = useAtomValue(userAtom)?.id;
  // The snapshot is a string so an unchanged store keeps the same value between renders.
  const key = useSyncExternalStore(subscribePreferences, () => JSON.stringify(readPreferences(userId)));
  const preferences = useMemo(() => readerPreferencesSchema.parse(JSON.parse(key)), [key]);
  const update = useCallback(
    (change: Partial<ReaderPreferences>) => {
      if (userId !== undefined) writePreferences(userId, { ...readPreferences(userId), ...change });
    },
    [userId],
  );
  return { preferences, update };
}

/**
 * Applies the signed-in user's light/dark choice to the whole app: mounted once for them, so every
 * screen follows it and the next child on a shared tablet gets their own.
 */
export function useThemePreference(theme: ReaderPreferences['theme']) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(theme), [setColorScheme, theme]);
}
