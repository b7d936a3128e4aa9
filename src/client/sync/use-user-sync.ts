import { useAtomValue } from 'jotai';
import { type UserSync, userSyncAtom } from './user-sync-atom.ts';

/** The signed-in user's database and outbox processor, or null before they are open. */
export const useUserSync = (): UserSync | null => useAtomValue(userSyncAtom);
