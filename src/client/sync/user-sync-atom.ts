import { atom } from 'jotai';
import type { OutboxProcessor } from '#local-db/outbox-processor.ts';
import type { UserDb } from '#local-db/user-db.ts';

/** The signed-in user's open database and its one outbox processor; null when signed out. */
export interface UserSync {
  userId: number;
  db: UserDb;
  processor: OutboxProcessor;
}

export const userSyncAtom = atom<UserSync | null>(null);
