import { atom } from 'jotai';

/** docs/product.md §4: the realtime connection is connected or not; false after sign-out. */
export const realtimeConnectedAtom = atom(false);
