import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { isApiError, isNetworkError } from '#api-client/api-error.ts';
import { useApi } from '#client/state/use-api.ts';
import type { UserSync } from '#client/sync/user-sync-atom.ts';
import { pullReaderAssignment } from '#local-db/reading/pull-reading.ts';
import { readReaderView } from '#local-db/reading/reader-view.ts';

/** Why the assignment could not be brought onto the device. */
export type PullFailure = 'offline' | 'not-found' | 'error' | null;

/**
 * The local copy of the assignment (live), refreshed from the server once per visit when a
 * connection is there. Local-first: the screen reads Dexie only; the pull writes into it.
 */
export function useReaderView(sync: UserSync, uuid: string) {
  const api = useApi();
  const view = useLiveQuery(() => readReaderView(sync.db, uuid), [sync.db, uuid]);
  const [failure, setFailure] = useState<PullFailure>(null);

  useEffect(() => {
    let active = true;
    setFailure(null);
    pullReaderAssignment(sync.db, api, uuid).catch((error: unknown) => {
      if (!active) return;
      if (isNetworkError(error)) setFailure('offline');
      else if (isApiError(error) && error.status === 404) setFailure('not-found');
      else {
        console.warn('Refreshing the assignment failed', error);
        setFailure('error');
      }
    });
    return () => {
      active = false;
    };
  }, [api, sync.db, uuid]);

  return { view, failure };
}
