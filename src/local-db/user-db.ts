import Dexie, { type EntityTable } from 'dexie';
import type { MetaRow, OutboxEntry } from './outbox-entry.ts';
import { schemaVersions } from './schema-versions.ts';

/** One user's local database. New tables are declared here and as a new version in `schema-versions.ts`. */
export class UserDb extends Dexie {
  declare outbox: EntityTable<OutboxEntry, 'seq'>;
  declare meta: EntityTable<MetaRow, 'key'>;

  constructor(readonly userId: number | string) {
    super(userDbName(userId));
    for (const { version, stores } of schemaVersions) this.version(version).stores(stores);
  }
}

/** Tablets are shared by pupils: each user gets a database of their own. */
export const userDbName = (userId: number | string) => `reading-rooms-user-${userId}`;

export const openUserDb = (userId: number | string) => new UserDb(userId);

/** On sign-out. Unsent outbox entries stay on disk for this user's next sign-in. */
export const closeUserDb = (db: UserDb) => db.close();

/** Lets the UI warn before signing out that unsent changes will wait for the next sign-in. */
export async function hasPendingChanges(userId: number | string): Promise<boolean> {
  if (!(await Dexie.exists(userDbName(userId)))) return false;
  const db = openUserDb(userId);
  try {
    return (await db.outbox.count()) > 0;
  } finally {
    db.close();
  }
}
