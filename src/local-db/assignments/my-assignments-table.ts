import type { Table } from 'dexie';
import type { MyAssignment } from '#contract/assignments.ts';
import type { UserDb } from '../user-db.ts';

/** The assignee's list (My Assignments), stored as the server sends it, keyed by uuid. */
export const myAssignmentsTable = (db: UserDb): Table<MyAssignment, string> => db.table('myAssignments');
