import { atom } from 'jotai';

/** Spec §4: the realtime connection is connected or not; false after sign-out. */
export const realtimeConnectedAtom = atom(false);
