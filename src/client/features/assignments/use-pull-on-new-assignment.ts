import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { myAssignmentsTable } from '#local-db/assignments/my-assignments-table.ts';
import { notificationsTable } from '#local-db/notifications/local-notification.ts';
import type { UserDb } from '#local-db/user-db.ts';

/** The assignments that notifications (pushed in realtime or pulled) name but the local list lacks. */
async function unlistedNotifiedUuids(db: UserDb): Promise<string> {
  const listed = new Set(await myAssignmentsTable(db).toCollection().primaryKeys());
  const notified = await notificationsTable(db)
    .filter((item) => item.type === 'assignment_notification' && item.assignment_uuid !== null)
    .toArray();
  const unlisted = notified.map((item) => item.assignment_uuid).filter((uuid) => uuid && !listed.has(uuid));
  return [...new Set(unlisted)].sort().join(',');
}

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
