import type { MyAssignment } from '#contract/assignments.ts';
import { findMutation } from '../outbox-kinds.ts';
import type { UserDb } from '../user-db.ts';
import { assignmentDecisionKinds, decisionUuid } from './assignment-decisions.ts';
import { myAssignmentsTable } from './my-assignments-table.ts';

/** Meta row saying the list came from the server at least once (epoch ms): an empty list is real then. */
export const MY_ASSIGNMENTS_PULLED_AT = 'my-assignments:pulled-at';

/**
 * Replaces the local list with the server's in ONE transaction, then re-applies the decisions still
 * waiting in the outbox: a pull never undoes an approval made offline.
 */
export async function storePulledAssignments(db: UserDb, items: MyAssignment[]): Promise<void> {
  const table = myAssignmentsTable(db);
  // All tables: re-applying a decision also updates the reader's copy of the assignment.
  await db.transaction('rw', db.tables, async () => {
    await table.clear();
    await table.bulkPut(items);
    await db.meta.put({ key: MY_ASSIGNMENTS_PULLED_AT, value: Date.now() });
    const pending = await db.outbox.orderBy('seq').toArray();
    for (const entry of pending) {
      if (assignmentDecisionKinds.includes(entry.kind))
        await findMutation(entry.kind)?.apply(db, entry.payload);
    }
  });
}

/** The uuids of assignments with a decision not yet acknowledged by the server ("waiting to sync"). */
export async function waitingAssignmentUuids(db: UserDb): Promise<Set<string>> {
  const entries = await db.outbox.toArray();
  return new Set(entries.map(decisionUuid).filter((uuid): uuid is string => uuid !== null));
}
