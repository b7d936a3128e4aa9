import { useLiveQuery } from 'dexie-react-hooks';
import { useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { subscribeBackOnline } from '#client/state/use-online.ts';
import { useUserSync } from '#client/sync/use-user-sync.ts';
import type { MyAssignment } from '#contract/assignments.ts';
import { myAssignmentsTable } from '#local-db/assignments/my-assignments-table.ts';
import {
  MY_ASSIGNMENTS_PULLED_AT,
  waitingAssignmentUuids,
} from '#local-db/assignments/pull-my-assignments.ts';
import { pullMyAssignments } from './pull-my-assignments.ts';
import { usePullOnNewAssignment } from './use-pull-on-new-assignment.ts';

export type MyAssignmentsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; items: MyAssignment[]; waiting: Set<string> };

const newestFirst = (a: MyAssignment, b: MyAssignment) => b.created_at.localeCompare(a.created_at);
const noneWaiting = new Set<string>();

/**
 * My Assignments from the local database (the same code online and offline), pulled from the server
 * on mount, on every `online` event and when a notification announces an assignment it lacks.
 * Failing matters only while nothing was ever pulled.
 */
export function useMyAssignments(): MyAssignmentsState {
  const store = useStore();
  const sync = useUserSync();
  const db = sync?.db;
  const [pull, setPull] = useState<'running' | 'failed' | 'done'>('running');
  const items = useLiveQuery(async () => (db ? myAssignmentsTable(db).toArray() : undefined), [db]);
  const pulledAt = useLiveQuery(
    async () => (db ? ((await db.meta.get(MY_ASSIGNMENTS_PULLED_AT)) ?? null) : undefined),
    [db],
  );
  const waiting = useLiveQuery(
    async () => (db ? waitingAssignmentUuids(db) : noneWaiting),
    [db],
    noneWaiting,
  );

  const reload = useCallback(() => {
    if (!db) return;
    setPull('running');
    void pullMyAssignments(store, db).then((ok) => setPull(ok ? 'done' : 'failed'));
  }, [store, db]);

  useEffect(() => {
    reload();
    return subscribeBackOnline(reload);
  }, [reload]);
  usePullOnNewAssignment(db, reload);

  if (!db || items === undefined || pulledAt === undefined) return { status: 'loading' };
  if (pulledAt === null && pull === 'running') return { status: 'loading' };
  if (pulledAt === null && pull === 'failed') return { status: 'failed', retry: reload };
  return { status: 'ready', items: [...items].sort(newestFirst), waiting };
}
