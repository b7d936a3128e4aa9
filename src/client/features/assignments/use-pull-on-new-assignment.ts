import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { myAssignmentsTable } from '#local-db/assignments/my-assignments-table.ts';
import { notifiedAssignmentsMissing } from '#local-db/notifications/notified-assignments.ts';
import type { UserDb } from '#local-db/user-db.ts';

const unlistedNotifiedUuids = async (db: UserDb) =>
  notifiedAssignmentsMissing(db, new Set(await myAssignmentsTable(db).toCollection().primaryKeys()));

/**
 * A new assignment announced by a realtime notification reaches the list at once: pulls when a
 * notification names an assignment the list does not have (once per such set, so no loop).
 */
export function usePullOnNewAssignment(db: UserDb | undefined, pull: () => void) {
  const unlisted = useLiveQuery(async () => (db ? unlistedNotifiedUuids(db) : ''), [db], '');
  useEffect(() => {
    if (unlisted) pull();
  }, [unlisted, pull]);
}
