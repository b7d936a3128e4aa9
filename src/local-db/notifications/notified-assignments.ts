import type { UserDb } from '../user-db.ts';
import { notificationsTable } from './local-notification.ts';

/**
 * The assignments that notifications (pushed in realtime or pulled) name but `known` lacks, sorted
 * and joined: a key that changes only when a new one is announced, so a pull it starts runs once.
 */
export async function notifiedAssignmentsMissing(db: UserDb, known: ReadonlySet<string>): Promise<string> {
  const notified = await notificationsTable(db)
    .filter((item) => item.type === 'assignment_notification' && item.assignment_uuid !== null)
    .toArray();
  const missing = notified.map((item) => item.assignment_uuid).filter((uuid) => uuid && !known.has(uuid));
  return [...new Set(missing)].sort().join(',');
}
