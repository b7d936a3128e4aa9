import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { isApiError, isNetworkError } from '#api-client/api-error.ts';
import { useApi } from '#client/state/use-api.ts';
import { useOnline } from '#client/state/use-online.ts';
import { pullSummary } from '#local-db/reading/pull-reading.ts';
import { readingTables } from '#local-db/reading/reading-tables.ts';
import { isCompletionWaiting } from '#local-db/reading/store-reader-assignment.ts';
import type { UserDb } from '#local-db/user-db.ts';

async function readSummaryView(db: UserDb, uuid: string) {
  const tables = readingTables(db);
  const [summary, assignment, waiting] = await Promise.all([
    tables.summaries.get(uuid),
    tables.assignments.get(uuid),
    isCompletionWaiting(db, uuid),
  ]);
  return { summary: summary?.summary ?? null, assignment: assignment ?? null, waiting };
}

export type SummaryProblem = 'offline' | 'not-completed' | 'not-found' | null;

/**
 * The graded result from the local database. While a Finish waits in the outbox there is no grade
 * yet; once it has synced (or on a device that never had it) the summary is pulled from the server.
 */
export function useSummary(db: UserDb, uuid: string) {
  const api = useApi();
  const view = useLiveQuery(() => readSummaryView(db, uuid), [db, uuid]);
  const [problem, setProblem] = useState<SummaryProblem>(null);
  const online = useOnline();
  const needsPull = view !== undefined && view.summary === null && !view.waiting;

  useEffect(() => {
    if (!needsPull) return;
    if (!online) return void setProblem('offline');
    let active = true;
    pullSummary(db, api, uuid).catch((error: unknown) => {
      if (!active) return;
      if (isNetworkError(error)) setProblem('offline');
      else if (isApiError(error) && error.status === 409) setProblem('not-completed');
      else if (isApiError(error) && error.status === 404) setProblem('not-found');
      else console.warn('The summary could not be loaded', error);
    });
    return () => {
      active = false;
    };
  }, [needsPull, online, db, api, uuid]);

  return { view, problem };
}
